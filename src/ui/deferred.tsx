import { type ComponentType, memo, Suspense, use, useEffect, useRef } from 'react'

export type DeferredSection<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> }

/**
 * A server-rendered section whose code is not part of the page's first load (ADR 0028).
 *
 * - Server: the route's loader awaits `preload()` first, so the section renders at once, in full, inside the HTML.
 * - First load in the browser: React hydrates the shell first and reaches the boundary after it; only then is the
 *   code fetched. Its server HTML stays on screen as it is meanwhile (no fallback, no layout shift), and React
 *   hydrates it in its own task when the code is in. Not on a timer (idle callback, visibility): a fake clock in
 *   tests, or a throttled background tab, would keep the section from ever becoming interactive.
 * - Client-side navigation: the loader's `preload()` fetches the code with the page's, so it renders directly.
 *
 * The boundary is memoised: a dehydrated boundary that receives new props before its code is in would be thrown
 * away and rendered again from the (empty) fallback; a parent's re-render with equal props must not do that.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): DeferredSection<P> {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component
    })
    return loading
  }
  function Section(props: P) {
    const marker = useRef<HTMLTemplateElement>(null)
    useEffect(() => {
      if (marker.current) marker.current.dataset.hydrated = ''
    }, [])
    if (!Loaded) use(preload())
    const Component = Loaded as ComponentType<P>
    return (
      <>
        <Component {...props} />
        {/* Inert and invisible: tells tests (and scripts) whether this section has hydrated yet, as
            <html data-hydrated> does for the page; until then a click on it does nothing. */}
        <template ref={marker} data-deferred="" />
      </>
    )
  }
  const Boundary = memo(function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    )
  })
  return Object.assign(Boundary, { preload }) as unknown as DeferredSection<P>
}
