import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { CheckIcon, CloseIcon } from '~/ui/icons'

/** Spec §2: payments and billing, notifications, access control, analytics and per-unit ROI, configuration and pricing, integrations and API. */
export const COMPARISON = ['payments', 'notifications', 'access', 'analytics', 'config', 'integrations'] as const

export function ComparisonCards() {
  const t = useT()
  const k = (id: (typeof COMPARISON)[number], leaf: 'title' | 'ours' | 'theirs') =>
    t(`operatorPages.why.cards.${id}.${leaf}`)
  return (
    <ul
      className={css({
        display: 'grid',
        gap: '5',
        gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        listStyle: 'none',
        p: '0',
      })}
      data-testid="comparison"
    >
      {COMPARISON.map((id) => (
        <li
          key={id}
          className={card({ padded: true }) + ' ' + css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          <h3 className={css({ textStyle: 'h3', fontSize: 'lg' })}>{k(id, 'title')}</h3>
          <div className={css({ display: 'flex', gap: '3', p: '3', borderRadius: 'md', bg: 'brand.50' })}>
            <CheckIcon size={20} className={css({ color: 'brand.700', flexShrink: 0, mt: '0.5' })} />
            <p className={css({ fontSize: 'sm' })}>
              <strong className={css({ display: 'block', color: 'brand.800' })}>{t('operatorPages.why.ours')}</strong>
              {k(id, 'ours')}
            </p>
          </div>
          <div className={css({ display: 'flex', gap: '3', p: '3', borderRadius: 'md', bg: 'bg.subtle' })}>
            <CloseIcon size={20} className={css({ color: 'ink.500', flexShrink: 0, mt: '0.5' })} />
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              <strong className={css({ display: 'block', color: 'fg.default' })}>
                {t('operatorPages.why.theirs')}
              </strong>
              {k(id, 'theirs')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
