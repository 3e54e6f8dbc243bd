import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { PauseIcon, PlayIcon } from '~/ui/icons'

const ROWS = [
  { keys: ['bookings', 'cities', 'facilities', 'minutes', 'verified', 'free'], duration: '28s', reverse: false },
  { keys: ['trial', 'users', 'growth', 'cost', 'rating'], duration: '34s', reverse: true },
] as const

/** WCAG 2.2.2: motion that starts by itself stops by itself within 5 s; the visitor can start it again. */
export const RIBBON_AUTO_STOP_MS = 5000

const track = css({
  display: 'flex',
  w: 'max-content',
  gap: '3',
  animationName: 'marquee',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  _reducedMotion: { animation: 'none' },
})
const pill = css({
  flexShrink: 0,
  px: '5',
  py: '2.5',
  borderRadius: 'full',
  bg: 'white',
  border: '1px solid',
  borderColor: 'brand.200',
  color: 'brand.900',
  fontWeight: '700',
  whiteSpace: 'nowrap',
})
// Paused by the button, and while the pointer or focus is inside (reading a claim should not chase it).
const section = css({
  position: 'relative',
  py: '8',
  bg: 'brand.50',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  '&[data-paused] [data-track], &:hover [data-track], &:focus-within [data-track]': { animationPlayState: 'paused' },
})

/** Claims loop in two rows; the copy is doubled for a seamless loop and the duplicate hidden from assistive tech. */
export function StatRibbon() {
  const t = useT()
  const [playing, setPlaying] = useState(true)
  const [touched, setTouched] = useState(false)
  useEffect(() => {
    if (touched) return
    const id = window.setTimeout(() => setPlaying(false), RIBBON_AUTO_STOP_MS)
    return () => window.clearTimeout(id)
  }, [touched])
  const toggle = () => {
    setTouched(true)
    setPlaying(!playing)
  }
  return (
    <section
      aria-label={t('home.stats.label')}
      className={section}
      data-paused={playing ? undefined : ''}
      data-testid="stat-ribbon"
    >
      <div
        className={css({
          display: 'flex',
          justifyContent: 'flex-end',
          px: '4',
          position: { md: 'absolute' },
          top: { md: '1' },
          right: { md: '2' },
          zIndex: 1,
        })}
      >
        <button
          type="button"
          onClick={toggle}
          className={
            button({ variant: 'ghost', size: 'sm' }) +
            ' ' +
            css({ bg: 'white', color: 'brand.900', fontSize: 'xs', h: '8' })
          }
        >
          {playing ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
          {playing ? t('a11y.ribbon.pause') : t('a11y.ribbon.play')}
        </button>
      </div>
      {ROWS.map((row) => (
        <div
          key={row.duration}
          data-track=""
          className={track}
          style={{ animationDuration: row.duration, animationDirection: row.reverse ? 'reverse' : 'normal' }}
        >
          {[0, 1].map((copy) => (
            <ul
              key={copy}
              aria-hidden={copy === 1 || undefined}
              className={css({ display: 'flex', gap: '3', listStyle: 'none', p: '0', m: '0' })}
            >
              {row.keys.map((key) => (
                <li key={key} className={pill}>
                  {t(`home.stats.${key}`)}
                </li>
              ))}
            </ul>
          ))}
        </div>
      ))}
    </section>
  )
}
