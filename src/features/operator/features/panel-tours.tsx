import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { Section } from '../section'

const STEPS = ['s1', 's2', 's3', 's4'] as const

function Tour({
  id,
  title,
  steps,
}: {
  id: string
  title: string
  steps: 'operatorPages.features.operatorSteps' | 'operatorPages.features.clientSteps'
}) {
  const t = useT()
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={card({ padded: true }) + ' ' + css({ p: { base: '6', md: '8' } })}
      data-testid={id}
    >
      <h3 id={`${id}-title`} className={css({ textStyle: 'h3' })}>
        {title}
      </h3>
      <ol className={css({ listStyle: 'none', p: '0', mt: '6', display: 'grid', gap: '5', counterReset: 'step' })}>
        {STEPS.map((s, i) => (
          <li key={s} className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
            <span
              aria-hidden="true"
              className={css({
                flexShrink: 0,
                display: 'grid',
                placeItems: 'center',
                w: '8',
                h: '8',
                borderRadius: 'full',
                bg: 'brand.700',
                color: 'white',
                fontWeight: '700',
                fontSize: 'sm',
              })}
            >
              {i + 1}
            </span>
            <span className={css({ pt: '1' })}>{t(`${steps}.${s}`)}</span>
          </li>
        ))}
      </ol>
    </article>
  )
}

/** Separate operator-panel and client-panel walkthroughs. */
export function PanelTours() {
  const t = useT()
  return (
    <Section
      id="przewodnik"
      title={t('operatorPages.features.toursTitle')}
      lead={t('operatorPages.features.toursLead')}
    >
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
        <Tour
          id="operator-tour"
          title={t('operatorPages.features.operatorTour')}
          steps="operatorPages.features.operatorSteps"
        />
        <Tour
          id="client-tour"
          title={t('operatorPages.features.clientTour')}
          steps="operatorPages.features.clientSteps"
        />
      </div>
    </Section>
  )
}
