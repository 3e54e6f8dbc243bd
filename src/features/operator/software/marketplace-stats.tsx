import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { Section } from '../section'

const IDS = ['bookings', 'cities', 'facilities', 'minutes', 'verified', 'free'] as const

export function MarketplaceStats() {
  const t = useT()
  return (
    <Section
      eyebrow={t('softwarePage.stats.eyebrow')}
      title={t('softwarePage.stats.title')}
      lead={t('softwarePage.stats.lead')}
      tone="brand"
      id="marketplace"
    >
      <dl
        className={css({
          display: 'grid',
          gap: { base: '6', md: '8' },
          gridTemplateColumns: { base: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          textAlign: 'center',
        })}
      >
        {IDS.map((id) => (
          <div
            key={id}
            className={css({ display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end', gap: '1' })}
          >
            <dt className={css({ fontSize: 'sm', color: 'ink.200' })}>{t(`softwarePage.stats.items.${id}.label`)}</dt>
            <dd
              className={css({
                fontFamily: 'heading',
                fontWeight: '800',
                fontSize: { base: '2xl', md: '3xl' },
                color: 'white',
                m: '0',
              })}
            >
              {t(`softwarePage.stats.items.${id}.value`)}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
