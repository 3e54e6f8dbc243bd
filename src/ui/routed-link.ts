import type { useRouter } from '@tanstack/react-router'

type Press = Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'target'>

/** The same-origin link a press inside `root` landed on, if any. */
export function linkIn(root: Element, target: EventTarget | null): HTMLAnchorElement | null {
  const link = target instanceof Element ? target.closest('a[href]') : null
  return link instanceof HTMLAnchorElement && root.contains(link) && link.origin === location.origin ? link : null
}

/**
 * The path a plain click on a link inside `root` goes to, or null when the browser should handle it: a new tab or
 * window, a download, a jump within the page, or a link inside `[data-reload-document]` (HTML written by people, whose
 * links loaded a page as plain links always did). `keepScroll`: a link drawn with `resetScroll={false}` says so in
 * `data-keep-scroll` (a link to the same list, widened). For parts of a page whose code is not in: a static island
 * (ADR 0102), a section that loads on use (ADR 0117).
 */
export function routedLink(root: Element, event: Press): { path: string; keepScroll: boolean } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null
  const link = linkIn(root, event.target)
  if (!link || link.target || link.hasAttribute('download') || link.closest('[data-reload-document]')) return null
  // A jump within the page stays the browser's.
  if (link.pathname + link.search === location.pathname + location.search) return null
  return { path: link.pathname + link.search + link.hash, keepScroll: link.hasAttribute('data-keep-scroll') }
}

type Router = ReturnType<typeof useRouter>
// A built path, which the router takes as `href` (a link passes the same); its types only offer `to` for typed routes.
type Target = Parameters<Router['navigate']>[0]
export const hrefTarget = (href: string) => ({ href }) as unknown as Target
