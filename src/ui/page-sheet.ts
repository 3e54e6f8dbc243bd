/**
 * The browser's half of per-route sheets (ADR 0108). The document carries only its own route's rules; before a
 * client-side navigation (or a preload) to another route draws anything, the whole sheet (a cached asset) is in the
 * document, so no frame is ever drawn without its rules. Same-route navigations (filters, another facility) need
 * nothing. The whole sheet is fetched into the cache once the page is idle, so adding it later costs no round trip.
 */
const served = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('style[data-app-css]')
let whole: Promise<void> | undefined

export function wholeSheetFor(routeId: string | undefined): Promise<void> | undefined {
  const href = served?.dataset.full
  if (!href || routeId === served.dataset.route) return undefined
  whole ??= new Promise<void>((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    // A failed fetch must not hold the navigation forever: the page still renders, with its own sheet's rules.
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => resolve())
    document.head.append(link)
  })
  return whole
}

/** Warms the cache with the whole sheet once the page has loaded and the main thread is idle. */
export function prefetchWholeSheet() {
  const href = served?.dataset.full
  if (!href || whole) return
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000))
  const start = () =>
    idle(() => {
      if (whole) return
      const link = document.createElement('link')
      link.rel = 'prefetch'
      link.as = 'style'
      link.href = href
      document.head.append(link)
    })
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
