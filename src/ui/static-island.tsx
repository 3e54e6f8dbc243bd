import { useRouter } from '@tanstack/react-router'
import { type ComponentType, type MouseEvent, memo, type SyntheticEvent, use, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import type { Lang } from '@kernel/lang'
import { useLang } from '~/i18n/use-lang'
import { hrefTarget, linkIn, routedLink } from './routed-link'
import { useHydrating } from './use-hydrating'

/**
 * `instance`: for an island drawn many times on a page (one per card), what tells each apart; each keeps the server's
 * HTML until its own props change.
 */
export type StaticIsland<P extends object> = ComponentType<P & { instance?: string | number }> & {
  preload: () => Promise<unknown>
  /** The code and the island's on-demand words in `lang`: what a loader awaits for an island that has words. */
  prepare: (lang: Lang) => Promise<void>
}

// The island's element takes no box: its children are laid out by the page's own flex or grid, as they were before.
const contents = css({ display: 'contents' })

function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/**
 * A static island (ADR 0102): a part of a page that never changes in the browser, rendered by React on the server
 * and never hydrated. Its code is not in the page's first load, and hydration costs one element whatever its size.
 *
 * - Server: the route's loader awaits `preload()`, so the part renders at once, in full, inside a
 *   `<div data-island>` that takes no box (`display: contents`).
 * - First load in the browser: the loader does not run and the code is never fetched; the element keeps the
 *   server's HTML as its `innerHTML`, which React places once and never reconciles. Links in it still navigate
 *   client-side and preload on intent: clicks and hovers are delegated to the router from the island's root.
 * - Client-side navigation: the loader's `preload()` fetches the code with the page's, and the part renders as
 *   any component, with the same markup.
 * - Should its props or the language change while it still shows the server's HTML (a query refetched in the
 *   background), the code is fetched and the part renders from then on.
 *
 * Only for parts with no state and no handlers of their own (a click handler would never be attached on a first
 * load). Props must be data, equal by reference while unchanged (query data is). Each island's `name` (with its
 * `instance`) is unique on
 * its page: the first load finds its HTML by it.
 */
export function staticIsland<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  words?: (lang: Lang) => Promise<unknown> | undefined,
): StaticIsland<P> {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<unknown> | undefined
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component
    })
    return loading
  }
  // The code and, for an island that speaks an on-demand namespace (ADR 0110), its words in that language: a return
  // to the page (Back) renders the part before its loader has run again, so the island waits for both itself.
  const ready: Partial<Record<Lang, Promise<void>>> = {}
  const readyIn = new Set<Lang>()
  const prepare = (lang: Lang) =>
    (ready[lang] ??= Promise.all([preload(), words?.(lang)]).then(() => {
      readyIn.add(lang)
    }))
  const serverHtml = (own: string) =>
    typeof document === 'undefined' ? null : (document.querySelector(`[data-island="${own}"]`)?.innerHTML ?? null)

  const Island = memo(function Island({ instance, ...rest }: P & { instance?: string | number }) {
    const props = rest as unknown as P
    const own = instance === undefined ? name : `${name}:${instance}`
    const router = useRouter()
    const lang = useLang()
    // The server's HTML is this island's only while the page hydrates: one mounted later (a new set of cards while the
    // old ones are still in the document) must not take another render's HTML for its own.
    const hydrating = useHydrating()
    const [first] = useState(() => ({ html: hydrating ? serverHtml(own) : null, props, lang }))
    const [, setCodeIn] = useState(false)
    const stale =
      first.html !== null &&
      (lang !== first.lang || !sameProps(props as Record<string, unknown>, first.props as Record<string, unknown>))
    useEffect(() => {
      if (stale) void prepare(lang).then(() => setCodeIn(true))
    }, [stale, lang])
    const route = (event: MouseEvent<HTMLElement>) => {
      const routed = routedLink(event.currentTarget, event)
      if (routed === null) return
      event.preventDefault()
      void router.navigate({ ...hrefTarget(routed.path), resetScroll: !routed.keepScroll })
    }
    const preloadLink = (event: SyntheticEvent<HTMLElement>) => {
      const link = linkIn(event.currentTarget, event.target)
      if (link) void router.preloadRoute(hrefTarget(link.pathname + link.search)).catch(() => {})
    }
    const shared = {
      'data-island': own,
      className: contents,
      onClick: route,
      onMouseOver: first.html === null ? undefined : preloadLink,
      onFocus: first.html === null ? undefined : preloadLink,
    }
    const ready = words ? readyIn.has(lang) : Loaded !== undefined
    // While hydrating, the server's HTML whatever has changed since (the language, in a boundary that hydrates late):
    // the part is drawn anew right after, not hydrated against words it was not drawn in (ADR 0118).
    if (first.html !== null && (hydrating || !(stale && ready)))
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this element, read back from the document.
      return <div key="server" {...shared} dangerouslySetInnerHTML={{ __html: first.html }} />
    // The server, a client-side navigation, or (without a loader's preload) anywhere: the code comes first.
    if (!ready) use(prepare(lang))
    const Component = Loaded as ComponentType<P>
    // Its own key: a switch between the server's HTML and the component replaces the element, never mixes the two.
    return (
      <div key="rendered" {...shared}>
        <Component {...props} />
      </div>
    )
  })
  return Object.assign(Island, { preload, prepare }) as unknown as StaticIsland<P>
}
