import { type MouseEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'
import { PauseIcon, PlayIcon } from '~/ui/icons'

const ROWS = [
  { keys: ['bookings', 'cities', 'facilities', 'minutes', 'verified', 'free'], duration: 28, reverse: false },
  { keys: ['trial', 'users', 'growth', 'cost', 'rating'], duration: 34, reverse: true },
] as const

/** WCAG 2.2.2: motion that starts by itself stops by itself within 5 s; the visitor can start it again. */
export const RIBBON_AUTO_STOP_MS = 5000

/**
 * `auto`: as the page came, the motion stops by itself, by CSS alone (ADR 0118): each row runs the part of one loop that
 * lasts 5 s and holds where it ends, and the control's two labels trade places then. The ribbon's code is not part of
 * the page's first load: it comes with the first press or focus, and its state is the visitor's from then on.
 */
type Mode = 'auto' | 'playing' | 'paused'

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
  '&[data-mode=auto] [data-track]': { animationFillMode: 'forwards' },
  // The labels' clock stops with the rows', so they trade places when the motion has run its 5 s.
  '&[data-mode=paused] [data-clock], &:hover [data-clock], &:focus-within [data-clock]': {
    animationPlayState: 'paused',
  },
})
// Both labels take the same cell, so the button keeps its width when they trade places; a hidden one is not read.
const labels = css({ display: 'grid', justifyItems: 'center', '& > *': { gridArea: '1 / 1' } })
const labelRow = css({ display: 'inline-flex', alignItems: 'center', gap: '2' })
// The 5 s of RIBBON_AUTO_STOP_MS, written out for the build's static CSS. A delay, then an instant: an animation of
// `visibility` that runs has the main thread restyle the page every frame (300 times in 5 s, measured), while one
// that waits is only woken when it ends.
const untilStop = `${labelRow} ${css({ animation: 'hideAtEnd 0s 5s forwards' })}`
const afterStop = `${labelRow} ${css({ visibility: 'hidden', animation: 'showAtEnd 0s 5s forwards' })}`

/** The rows' animations: the CSS ones this module's classes start. */
const rowAnimations = (from: Element) =>
  [...(from.closest('section')?.querySelectorAll('[data-track]') ?? [])].flatMap((row) => row.getAnimations())

/** Claims loop in two rows; the copy is doubled for a seamless loop and the duplicate hidden from assistive tech. */
export function StatRibbon() {
  const t = useT()
  const [mode, setMode] = useState<Mode>('auto')
  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const rows = rowAnimations(event.currentTarget)
    const moving = mode === 'playing' || (mode === 'auto' && rows.some((row) => row.playState === 'running'))
    if (!moving)
      // A row that stopped by itself goes on from where it stopped, not from where its clock has got to since.
      for (const row of rows)
        if (row.playState === 'finished') row.currentTime = Number(row.effect?.getComputedTiming().activeDuration)
    setMode(moving ? 'paused' : 'playing')
  }
  const label = (kind: 'pause' | 'play', className: string, clock?: '') => (
    <span className={className} data-clock={clock}>
      {kind === 'pause' ? <PauseIcon size={16} /> : <PlayIcon size={16} />}
      {t(`a11y.ribbon.${kind}`)}
    </span>
  )
  return (
    <section aria-label={t('home.stats.label')} className={section} data-mode={mode} data-testid="stat-ribbon">
      <div
        className={css({
          display: 'flex',
          justifyContent: 'flex-end',
          px: '4',
          position: { md: 'absolute' },
          top: { md: '1' },
          right: { md: '2' },
          zIndex: 1,
          // Nothing moves: nothing to stop.
          _reducedMotion: { display: 'none' },
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
          {mode === 'auto' ? (
            <span className={labels}>
              {label('pause', untilStop, '')}
              {label('play', afterStop, '')}
            </span>
          ) : (
            label(mode === 'playing' ? 'pause' : 'play', labelRow)
          )}
        </button>
      </div>
      {ROWS.map((row) => (
        <div
          key={row.duration}
          data-track=""
          data-clock=""
          className={track}
          style={{
            animationDuration: `${row.duration}s`,
            animationDirection: row.reverse ? 'reverse' : 'normal',
            // As the page came: the part of one loop that lasts 5 s, then it holds (the class above).
            ...(mode === 'auto' ? { animationIterationCount: RIBBON_AUTO_STOP_MS / 1000 / row.duration } : {}),
          }}
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
