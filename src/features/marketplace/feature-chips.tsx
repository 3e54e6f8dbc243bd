import { css } from 'styled-system/css'
import { chip } from 'styled-system/recipes'
import type { FeatureCode } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'

/** Amenity chips, capped (cards show 4, the detail header 3). */
export function FeatureChips({
  features,
  max,
  size = 'sm',
}: {
  features: readonly FeatureCode[]
  max: number
  size?: 'sm' | 'md'
}) {
  const t = useT()
  if (!features.length) return null
  return (
    <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyle: 'none', p: '0', m: '0' })}>
      {features.slice(0, max).map((code) => (
        <li
          key={code}
          className={chip({ tone: 'brand' }) + (size === 'sm' ? ' ' + css({ h: '7', px: '2.5', fontSize: 'xs' }) : '')}
        >
          {t(`marketplace.features.${code}`)}
        </li>
      ))}
    </ul>
  )
}
