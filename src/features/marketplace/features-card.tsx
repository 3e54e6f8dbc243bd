import { css } from 'styled-system/css'
import type { Facility } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { CheckIcon } from '~/ui/icons'
import { DetailCard } from './detail-card'

export function FeaturesCard({ facility }: { facility: Facility }) {
  const t = useT()
  if (!facility.features.length) return null
  return (
    <DetailCard title={t('facilityPage.featuresTitle')} id="features-title">
      <ul
        className={css({
          listStyle: 'none',
          p: '0',
          m: '0',
          display: 'grid',
          gap: '3',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {facility.features.map((code) => (
          <li key={code} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: '500' })}>
            <span
              className={css({
                display: 'grid',
                placeItems: 'center',
                w: '7',
                h: '7',
                borderRadius: 'full',
                bg: 'brand.50',
                color: 'brand.700',
                flexShrink: 0,
              })}
            >
              <CheckIcon size={16} />
            </span>
            {t(`marketplace.features.${code}`)}
          </li>
        ))}
      </ul>
    </DetailCard>
  )
}
