import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { Stars } from '~/ui/stars'

import { RATING } from './rating'

/** The three quotes are static marketing copy (spec §1). */
const IDS = ['r1', 'r2', 'r3'] as const

export function ReviewCards() {
  const t = useT()
  const rating = RATING.value.toFixed(1)
  return (
    <>
      <p
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: '2',
          mb: '8',
          fontWeight: '600',
          color: 'fg.strong',
        })}
      >
        <Stars rating={RATING.value} label={t('operator.reviews.starsLabel', { rating })} />
        {t('operator.reviews.summary', { rating, count: RATING.count })}
      </p>
      <ul
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
          listStyle: 'none',
          p: '0',
        })}
      >
        {IDS.map((id) => (
          <li
            key={id}
            className={card({ padded: true }) + ' ' + css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          >
            <Stars rating={5} label={t('operator.reviews.starsLabel', { rating })} size={16} />
            <blockquote className={css({ flex: '1', color: 'fg.default' })}>
              „{t(`operator.reviews.items.${id}.quote`)}”
            </blockquote>
            <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
              <img
                src={`/images/reviews/avatar-${id.slice(1)}.svg`}
                alt=""
                width={44}
                height={44}
                loading="lazy"
                className={css({ w: '11', h: '11', borderRadius: 'full', flexShrink: 0 })}
              />
              <p className={css({ fontSize: 'sm' })}>
                <strong className={css({ display: 'block', color: 'fg.strong' })}>
                  {t(`operator.reviews.items.${id}.name`)}
                </strong>
                <span className={css({ color: 'fg.muted' })}>{t(`operator.reviews.items.${id}.role`)}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}
