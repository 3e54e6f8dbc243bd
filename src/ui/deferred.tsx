import { type ComponentType, memo, Suspense, use, useEffect } from 'react'

/** Longest wait for an idle moment before a deferred section's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else setTimeout(resolve, 1)
  })
}

/**
 * Deferred sections still waiting for their code on this page, shown on <html data-sections-pending> so tests (and
 * scripts) can wait for the whole page to be interactive, as they wait for data-hydrated: until a section hydrates,
 * a click on it does nothing.
 */
let pendingSections = 0
function markPending(change: 1 | -1) {
  pendingSections += change
  if (pendingSections > 0) document.documentElement.dataset.sectionsPending = String(pendingSections)
  else delete document.documentElement.dataset.sectionsPending
}

export type DeferredSection<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> }

/**
 * A server-rendered section whose code is not part of the page's first load (ADR 0028).
 *
 * - Server: the route's loader awaits `preload()` first, so the section renders at once, in full, inside the HTML.
 * - First load in the browser: the boundary hydrates nothing at first; its server HTML stays on screen as it is (no
 *   fallback, no layout shift) until the code arrives on idle, and React hydrates it then.
 * - Client-side navigation: the loader's `preload()` fetches the code with the page's, so it renders directly.
 *
 * The boundary is memoised: a dehydrated boundary that receives new props before its code is in would be thrown
 * away and rendered again from the (empty) fallback; a parent's re-render with equal props must not do that.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredSection<P> {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  let onIdle: Promise<unknown> | undefined
  let waiting = false
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component
    })
    return loading
  }
  function Section(props: P) {
    useEffect(() => {
      if (!waiting) return
      waiting = false
      markPending(-1)
    }, [])
    if (!Loaded) use(loading ?? (onIdle ??= whenIdle().then(preload)))
    const Component = Loaded as ComponentType<P>
    return <Component {...props} />
  }
  const Boundary = memo(function Deferred(props: P) {
    // Counted here, outside the boundary: React hydrates the page's shell (and sets data-hydrated) before it
    // even tries the dehydrated boundaries, so the count must be up by then.
    if (!Loaded && !waiting && typeof document !== 'undefined') {
      waiting = true
      markPending(1)
    }
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    )
  })
  return Object.assign(Boundary, { preload }) as unknown as DeferredSection<P>
}
