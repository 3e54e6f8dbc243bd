import { useRouterState } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { pageQuery } from '~/lib/page-query'
import { useMounted } from '~/ui/use-mounted'

/** Marks the header's sign-in link, so hydration can read back the `next` the server wrote into it. */
export const SIGNIN_LINK_ATTRIBUTE = 'data-signin-link'

/**
 * The `next` the server writes into a public page's sign-in link: the page's path and only its own query,
 * canonical (src/lib/page-query.ts) — exactly what the page's edge cache key holds (worker/cache/html-cache.ts), so
 * every visitor a cached copy reaches gets a `next` naming the page they asked for, and never a first visitor's
 * tracking parameters. In the browser, hydration reads back what the server wrote (as the CSP nonce is read,
 * src/lib/csp-nonce.ts), so the page-query rules stay out of every page's first load; Start's compiler drops the
 * server branch and its imports from the client build.
 */
const renderedNext = createIsomorphicFn()
  .server((publicHref: string): string | undefined => {
    const url = new URL(publicHref, 'http://page.invalid')
    const query = pageQuery(url.pathname, url.searchParams)
    return url.pathname + (query ? `?${query}` : '')
  })
  .client((_publicHref: string): string | undefined => {
    const link = document.querySelector<HTMLAnchorElement>(`a[${SIGNIN_LINK_ATTRIBUTE}]`)
    return link ? (new URL(link.href).searchParams.get('next') ?? undefined) : undefined
  })

/**
 * The sign-in link's search: `next` is the page the visitor is on, so signing in comes back to it in its language
 * (issue 29), already in the server's HTML; after hydration it follows the window's full URL. A `next` naming the
 * sign-in page itself is ignored where it is read (`landingPath`).
 */
export function useSigninSearch(): { next?: string } {
  // The public URL (the route table's localized path), so the link follows client-side navigations too.
  const publicHref = useRouterState({ select: (s) => s.location.publicHref })
  const mounted = useMounted()
  if (mounted) return { next: location.pathname + location.search }
  const next = renderedNext(publicHref)
  return next ? { next } : {}
}
