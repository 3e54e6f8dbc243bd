import type { AnyRouter } from '@tanstack/react-router'
import { track } from './analytics'

/** `page_view` on the first render and on every resolved navigation (spec: "Page views are tracked on route change"). */
export function trackPageViews(router: AnyRouter): () => void {
  let last = ''
  const send = () => {
    const path = window.location.pathname + window.location.search
    if (path === last) return
    last = path
    track('page_view', { page_path: path, page_location: window.location.href, page_title: document.title })
  }
  send()
  return router.subscribe('onResolved', send)
}
