import { Link } from '@tanstack/react-router'
import { lazy, type RefObject, Suspense, useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { saveConsent } from '~/lib/consent-store'

// The switches only matter to a visitor who chooses "Dostosuj": their code comes then (ADR 0028).
const loadToggles = () => import('./consent-toggles.lazy')
const ConsentToggles = lazy(() => loadToggles().then((m) => ({ default: m.ConsentToggles })))

const panel = css({
  position: 'fixed',
  zIndex: 'overlay',
  bottom: { base: '0', md: '4' },
  left: { base: '0', md: '4' },
  right: { base: '0', md: 'auto' },
  w: { md: '440px' },
  maxH: '85dvh',
  overflowY: 'auto',
  bg: 'white',
  borderTopRadius: 'xl',
  borderBottomRadius: { base: '0', md: 'xl' },
  boxShadow: 'xl',
  border: '1px solid',
  borderColor: 'border.default',
  // On a phone at most a quarter of a 375×812 screen (issue 29: it took a third): tighter box, one row of buttons.
  p: { base: '4', md: '5' },
  animation: 'slideUp {durations.slow}',
  _reducedMotion: { animation: 'none' },
  // Moved off a page's primary action (issue 44): to the other corner, or to the top of the screen.
  '&[data-placement=end]': { left: { md: 'auto' }, right: { md: '4' } },
  '&[data-placement=top]': {
    bottom: 'auto',
    top: { base: '0', md: '4' },
    borderTopRadius: { base: '0', md: 'xl' },
    borderBottomRadius: 'xl',
    animation: 'none',
  },
})

type Placement = 'start' | 'end' | 'top'
/** What a page needs uncovered: its forms' submit buttons and the buttons it marks as its main action. */
const PRIMARY_ACTIONS = 'main [type=submit], [data-primary-action]'
const GAP = 16

const skipped = (el: Element) =>
  typeof el.checkVisibility === 'function' && !el.checkVisibility({ contentVisibilityAuto: true })

/** Where the banner would stand in the viewport at each placement, by its own size. */
function bannerRect(placement: Placement, width: number, height: number, wide: boolean) {
  const vw = document.documentElement.clientWidth
  const vh = window.innerHeight
  const inset = wide ? GAP : 0
  const left = placement === 'end' ? vw - inset - width : inset
  const top = placement === 'top' ? inset : vh - inset - height
  return { left, top, right: left + width, bottom: top + height }
}

/**
 * The banner sits where it covers none of the page's primary actions in view (issue 44: it hid the cancel page's
 * "Anuluj rezerwację" at 1280 × 800): bottom-left, else bottom-right on a wide screen, else at the top. Checked when
 * it opens, and again as the page scrolls or resizes.
 */
function usePlacement(ref: RefObject<HTMLElement | null>): Placement {
  const [placement, setPlacement] = useState<Placement>('start')
  useEffect(() => {
    let frame = 0
    const place = () => {
      frame = 0
      const banner = ref.current
      if (!banner) return
      const wide = window.matchMedia('(min-width: 48em)').matches
      const actions = [...document.querySelectorAll(PRIMARY_ACTIONS)]
        // A section the browser skips (content-visibility, ADR 0104) is far from the screen: measuring its buttons
        // would lay it out for nothing.
        .filter((el) => !banner.contains(el) && !skipped(el))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
      const options: Placement[] = wide ? ['start', 'end', 'top'] : ['start', 'top']
      const free = options.find((option) => {
        const b = bannerRect(option, banner.offsetWidth, banner.offsetHeight, wide)
        return actions.every((r) => r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom)
      })
      setPlacement(free ?? 'start')
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place)
    }
    place()
    // A page still settling (a deferred section, results arriving) moves its actions after the first check.
    const later = window.setTimeout(schedule, 600)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.clearTimeout(later)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [ref])
  return placement
}

/** The banner itself, once ConsentBanner knows no choice is stored. */
export function ConsentBannerPanel() {
  const t = useT()
  const lang = useLang()
  const [customising, setCustomising] = useState(false)
  const [choice, setChoice] = useState({ analytics: false, marketing: false })
  const ref = useRef<HTMLElement>(null)
  const placement = usePlacement(ref)
  useKeepFocusUncovered(ref, placement !== 'top')
  return (
    <section
      ref={ref}
      aria-labelledby="consent-title"
      className={panel}
      data-testid="consent-banner"
      data-placement={placement}
    >
      <h2 id="consent-title" className={css({ textStyle: 'h3', fontSize: { base: 'md', md: 'lg' } })}>
        {t('consent.banner.title')}
      </h2>
      <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: { base: '1', md: '2' } })}>
        {t('consent.banner.text')}{' '}
        <Link to="/$lang/cookies" params={{ lang }} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
          {t('consent.banner.policy')}
        </Link>
      </p>
      {customising ? (
        <div className={css({ mt: '3' })}>
          <Suspense fallback={null}>
            <ConsentToggles value={choice} onChange={setChoice} idPrefix="banner-consent" />
            <FocusOnMount id="banner-consent-analytics" />
          </Suspense>
        </div>
      ) : null}
      <div
        className={css({
          display: 'flex',
          // One row on a phone (the three Polish labels fit 343 px at 8 px padding); two rows cost 44 px of screen.
          flexWrap: { base: 'nowrap', sm: 'wrap' },
          gap: '2',
          mt: { base: '3', md: '4' },
          '& > *': { flex: '1 1 auto', whiteSpace: 'nowrap', px: { base: '2', sm: '3' } },
        })}
      >
        <button
          type="button"
          className={button({ variant: 'outline', size: 'sm' })}
          onClick={() => saveConsent({ analytics: false, marketing: false })}
        >
          {t('consent.banner.reject')}
        </button>
        {customising ? (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => saveConsent(choice)}
          >
            {t('consent.banner.save')}
          </button>
        ) : (
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            aria-expanded={false}
            // The switches' code as the pointer or focus reaches "Dostosuj" (most visitors never open them, ADR 0114).
            onPointerEnter={() => void loadToggles()}
            onFocus={() => void loadToggles()}
            onClick={() => setCustomising(true)}
          >
            {t('consent.banner.customise')}
          </button>
        )}
        <button
          type="button"
          className={button({ size: 'sm' })}
          onClick={() => saveConsent({ analytics: true, marketing: true })}
        >
          {t('consent.banner.accept')}
        </button>
      </div>
    </section>
  )
}

/**
 * "Dostosuj" is replaced by "Zapisz": focus goes to the first switch that can change (necessary is fixed on). Inside
 * the switches' Suspense boundary, so it runs once they are on the page, however long their code took.
 */
function FocusOnMount({ id }: { id: string }) {
  useEffect(() => document.getElementById(id)?.focus(), [id])
  return null
}

/** The banner is fixed at the bottom: whatever gets focus behind it is scrolled up above it (WCAG 2.4.11 spirit). */
function useKeepFocusUncovered(ref: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    if (!active) return
    const onFocus = (event: FocusEvent) => {
      const banner = ref.current
      const target = event.target
      // Keyboard focus only: scrolling under a pointer between mousedown and click would make the click miss.
      if (!banner || !(target instanceof Element) || banner.contains(target) || !target.matches(':focus-visible'))
        return
      const top = banner.getBoundingClientRect().top
      const rect = target.getBoundingClientRect()
      if (rect.bottom > top - 8 && rect.top < window.innerHeight)
        window.scrollBy({ top: rect.bottom - top + 16, behavior: 'instant' })
    }
    document.addEventListener('focusin', onFocus)
    return () => document.removeEventListener('focusin', onFocus)
  }, [ref, active])
}
