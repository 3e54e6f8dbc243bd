import { type ComponentType, memo, Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLang } from '~/i18n/use-lang'

export type DeferredSection<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> }

/**
 * A hook the boundary runs instead of fetching the code when React reaches it: it calls `load` when it decides, and
 * returns the anchor that names the section's marker (`useLoadOnApproach`, src/ui/on-approach.ts, ADR 0079;
 * `useLoadOnUse`, src/ui/on-use.ts, ADR 0117). Kept out of this module so that only the pages that use one carry its
 * code. Its `kind` names it on the marker (`data-deferred`), for tests and the bench; `on-approach` by default.
 */
type Trigger = ((load: () => void) => string) & { kind?: string }

/**
 * A server-rendered section whose code is not part of the page's first load (ADR 0028).
 *
 * - Server: the route's loader awaits `preload()` first, so the section renders at once, in full, inside the HTML.
 * - First load in the browser: React hydrates the shell first and reaches the boundary after it; only then is the
 *   code fetched (or, with a trigger, when it says so). Its server HTML stays on screen as it is meanwhile (no
 *   fallback, no layout shift), and React hydrates it in its own task when the code is in. Not on a timer (idle
 *   callback): a fake clock in tests, or a throttled background tab, would keep the section from ever becoming
 *   interactive.
 * - Client-side navigation: the loader's `preload()` fetches the code with the page's, so it renders directly.
 *
 * Until the section has hydrated it is given the props it was first drawn with, as the same element: a dehydrated
 * boundary that receives an update is thrown away and drawn again from its (empty) fallback, and a triggered one
 * would then wait for a trigger whose element is gone (the list's filters after a page change, ADR 0117). Hydrated
 * against the props its HTML was drawn with, it is then brought up to date. A change of language is not a prop: a section
 * still waiting for its code when the page changes language is drawn anew in the new one (its loader has the code by
 * then), not hydrated against the words it was drawn in (a text mismatch React recovers from by drawing it anyway,
 * with an error; a home section that loads on use met it, ADR 0118).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  useTrigger?: Trigger,
): DeferredSection<P> {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  let markLoaded = () => {}
  // Settles once the code is in, whoever asked for it: what an on-approach section waits on while it is dehydrated.
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve
  })
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component
      markLoaded()
    })
    return loading
  }
  const start = () => void preload()
  function Section({ props, anchor, onHydrated }: { props: P; anchor?: string; onHydrated: () => void }) {
    const marker = useRef<HTMLTemplateElement>(null)
    useEffect(() => {
      if (marker.current) marker.current.dataset.hydrated = ''
      onHydrated()
    }, [onHydrated])
    if (!Loaded) use(useTrigger ? loaded : preload())
    const Component = Loaded as ComponentType<P>
    return (
      <>
        <Component {...props} />
        {/* Inert and invisible: tells tests (and scripts) whether this section has hydrated yet, as
            <html data-hydrated> does for the page; until then a click on it does nothing. Its previous sibling is
            the section's element, which a trigger watches. */}
        <template ref={marker} data-deferred={anchor ? (useTrigger?.kind ?? 'on-approach') : ''} data-anchor={anchor} />
      </>
    )
  }
  const Boundary = memo(function Deferred(props: P) {
    // Fixed for this section's lifetime, so the hook is called on every render or on none.
    const anchor = useTrigger?.(start)
    const first = useRef(props)
    const [live, setLive] = useState(false)
    const goLive = useCallback(() => setLive(true), [])
    const lang = useLang()
    const [drawnIn, setDrawnIn] = useState(lang)
    if (!live && lang !== drawnIn) setDrawnIn(lang)
    const shown = live ? props : first.current
    return useMemo(
      () => (
        <Suspense key={drawnIn} fallback={null}>
          <Section props={shown} anchor={anchor} onHydrated={goLive} />
        </Suspense>
      ),
      [shown, anchor, goLive, drawnIn],
    )
  })
  return Object.assign(Boundary, { preload }) as unknown as DeferredSection<P>
}
