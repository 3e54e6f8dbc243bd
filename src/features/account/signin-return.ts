import { useRouterState } from '@tanstack/react-router'
import { parsePublicPath } from '~/i18n/route-table'
import { useMounted } from '~/ui/use-mounted'

/**
 * The sign-in link's search: `next` is the page the visitor is on, so signing in comes back to it in its language
 * (issue 29). Added after hydration: public HTML is shared through the edge cache (ADR 0008), and a `next` rendered
 * into it would carry the query of whoever rendered it first. From the sign-in page itself there is no way back.
 */
export function useSigninSearch(): { next?: string } {
  const mounted = useMounted()
  // Read the location so the link follows client-side navigations; the public URL itself comes from the window.
  useRouterState({ select: (s) => s.location.href })
  if (!mounted) return {}
  const { pathname, search } = window.location
  if (parsePublicPath(pathname)?.page === 'signin') return {}
  return { next: pathname + search }
}
