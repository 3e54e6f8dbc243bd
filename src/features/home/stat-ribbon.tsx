import { css } from 'styled-system/css'
import type { MessageKey } from '~/i18n'
import { useT } from '~/i18n/use-lang'

const ROWS = [
  { keys: ['bookings', 'cities', 'facilities', 'minutes', 'verified', 'free'], duration: '28s', reverse: false },
  { keys: ['trial', 'users', 'growth', 'cost', 'rating'], duration: '34s', reverse: true },
] as const

const track = css({ display: 'flex', w: 'max-content', gap: '3', animationName: 'marquee', animationTimingFunction: 'linear', animationIterationCount: 'infinite', _reducedMotion: { animation: 'none' } })
const pill = css({ flexShrink: 0, px: '5', py: '2.5', borderRadius: 'full', bg: 'white', border: '1px solid', borderColor: 'brand.200', color: 'brand.900', fontWeight: '700', whiteSpace: 'nowrap' })

/** Claims loop in two rows; the copy is doubled for a seamless loop and the duplicate hidden from assistive tech. */
export function StatRibbon() {
  const t = useT()
  return (
    <section aria-label={t('home.stats.label')} className={css({ py: '8', bg: 'brand.50', overflow: 'hidden', display: 'flex', flexDirection: 'column', gap: '3' })}>
      {ROWS.map((row) => (
        <div key={row.duration} className={track} style={{ animationDuration: row.duration, animationDirection: row.reverse ? 'reverse' : 'normal' }}>
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1 || undefined} className={css({ display: 'flex', gap: '3', listStyle: 'none', p: '0', m: '0' })}>
              {row.keys.map((key) => <li key={key} className={pill}>{t(`home.stats.${key}` as MessageKey)}</li>)}
            </ul>
          ))}
        </div>
      ))}
    </section>
  )
}
