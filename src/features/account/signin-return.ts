import { useRouterState } from '@tanstack/react-router'
import { useMounted } from '~/ui/use-mounted'

/**
 * The sign-in link's search: `next` is the page the visitor is on, so signing in comes back to it in its language
 * (issue 29). Added after hydration: public HTML is shared through the edge cache (ADR 0008), and a `next` rendered
 * into it would carry the query of whoever rendered it first. A `next` naming the sign-in page itself is ignored
 * where it is read (`landingPath`).
 */
export function useSigninSearch(): { next?: string } {
  // Read the location so the link follows client-side navigations; the public URL itself comes from the window.
  useRouterState({ select: (s) => s.location.href })
  return useMounted() ? { next: location.pathname + location.search } : {}
}
