import { reloadConsent, saveConsent } from '~/lib/consent-store'

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
 * "Anuluj rezerwację" at 1280 × 800): bottom-left, else bottom-right on a wide screen, else at the top. Checked at
 * once, and again as the page scrolls or resizes. Written to the element's `data-placement` itself, not through
 * React: the server's copy of the banner, which React never re-renders (ADR 0116), is placed the same way.
 */
function place(banner: HTMLElement) {
  const wide = window.matchMedia('(min-width: 48em)').matches
  const actions = [...document.querySelectorAll(PRIMARY_ACTIONS)]
    // A section the browser skips (content-visibility, ADR 0104) is far from the screen: measuring its buttons would
    // lay it out for nothing.
    .filter((el) => !banner.contains(el) && !skipped(el))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight)
  const options: Placement[] = wide ? ['start', 'end', 'top'] : ['start', 'top']
  const free = options.find((option) => {
    const b = bannerRect(option, banner.offsetWidth, banner.offsetHeight, wide)
    return actions.every((r) => r.right <= b.left || r.left >= b.right || r.bottom <= b.top || r.top >= b.bottom)
  })
  banner.dataset.placement = free ?? 'start'
}

/**
 * While the banner stands at the bottom, whatever gets keyboard focus behind it is scrolled up above it (WCAG 2.4.11
 * spirit). Keyboard focus only: scrolling under a pointer between mousedown and click would make the click miss.
 */
function keepFocusUncovered(banner: HTMLElement, event: FocusEvent) {
  const target = event.target
  if (banner.dataset.placement === 'top' || !(target instanceof Element) || banner.contains(target)) return
  if (!target.matches(':focus-visible')) return
  const top = banner.getBoundingClientRect().top
  const rect = target.getBoundingClientRect()
  if (rect.bottom > top - 8 && rect.top < window.innerHeight)
    window.scrollBy({ top: rect.bottom - top + 16, behavior: 'instant' })
}

/** Places the banner and keeps it clear of the page's actions and focus; returns the cleanup. */
export function watchBanner(banner: HTMLElement): () => void {
  let frame = 0
  const schedule = () => {
    frame ||= requestAnimationFrame(() => {
      frame = 0
      place(banner)
    })
  }
  const onFocus = (event: FocusEvent) => keepFocusUncovered(banner, event)
  place(banner)
  // A page still settling (a deferred section, results arriving) moves its actions after the first check.
  const later = window.setTimeout(schedule, 600)
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  // A section the browser skipped (content-visibility) becomes laid out only after the frame the scroll was checked
  // in: its actions count from then on (home's map search, brought to the bottom edge, stayed under the banner).
  document.addEventListener('contentvisibilityautostatechange', schedule, true)
  document.addEventListener('focusin', onFocus)
  return () => {
    cancelAnimationFrame(frame)
    window.clearTimeout(later)
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
    document.removeEventListener('contentvisibilityautostatechange', schedule, true)
    document.removeEventListener('focusin', onFocus)
  }
}

type Hooks = {
  /** "Dostosuj": the component takes the copy's place, where the copy stood. */
  open: (placement: string | undefined) => void
  /** The component's code and words, as the pointer or focus reaches "Dostosuj". */
  preload: () => void
  /** A plain click on the copy's link (the cookie policy), routed as a Link would. */
  navigate: (href: string) => void
}

const actionOf = (event: Event) =>
  event.target instanceof Element
    ? event.target.closest('[data-consent-action]')?.getAttribute('data-consent-action')
    : null

function linkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  return link instanceof HTMLAnchorElement && !link.target && link.origin === location.origin ? link : null
}

/**
 * Makes the server's copy of the banner work once the page has hydrated (ADR 0116): its buttons by delegation from
 * its box, and its placement off the page's primary actions. Only a visitor who is shown the copy fetches this
 * module; the component (consent-banner-panel.lazy.tsx) places itself with `watchBanner` from it.
 * Returns the cleanup.
 */
export function enhanceCopy(box: HTMLElement, hooks: Hooks): () => void {
  const banner = box.firstElementChild
  const unwatch = banner instanceof HTMLElement ? watchBanner(banner) : () => {}
  const onClick = (event: MouseEvent) => {
    const action = actionOf(event)
    if (action === 'accept' || action === 'reject') {
      const granted = action === 'accept'
      saveConsent({ analytics: granted, marketing: granted })
    } else if (action === 'customise') hooks.open(banner?.getAttribute('data-placement') ?? undefined)
    else {
      const link = linkOf(event)
      if (!link) return
      event.preventDefault()
      hooks.navigate(link.pathname + link.search + link.hash)
    }
  }
  const onIntent = (event: Event) => {
    if (actionOf(event) === 'customise') hooks.preload()
  }
  box.addEventListener('click', onClick)
  box.addEventListener('pointerover', onIntent)
  box.addEventListener('focusin', onIntent)
  // From here on the copy's own script leaves the buttons to this module. What it took before (a tap while this
  // module was on its way) is picked up: a stored choice, or "Dostosuj".
  box.setAttribute('data-enhanced', '')
  const root = document.documentElement
  if (!root.hasAttribute('data-consent-ask')) reloadConsent()
  else if (root.hasAttribute('data-consent-customise')) hooks.open(banner?.getAttribute('data-placement') ?? undefined)
  return () => {
    box.removeAttribute('data-enhanced')
    unwatch()
    box.removeEventListener('click', onClick)
    box.removeEventListener('pointerover', onIntent)
    box.removeEventListener('focusin', onIntent)
  }
}
