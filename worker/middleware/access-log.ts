import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import { log, requestLogContext, withRequestLog } from '@server/log.server'
import { pageOf } from '../lib/page-of'
import type { EdgeEnv } from '../types'

/** A page's id for rendered pages (`page:facility`); before routing, API calls as one route. */
export function pageRoute(path: string): string {
  if (path.startsWith('/api/')) return '/api/*'
  const page = pageOf(path)
  return page ? `page:${page}` : path.startsWith('/admin') ? 'page:admin' : 'page:other'
}

/**
 * One `request` line per response — request id, route, status, duration — and the request's log context for every
 * other line written while it runs (src/lib/log.server.ts). Runs after `requestId`, so the id is known.
 */
export const accessLog = createMiddleware<EdgeEnv>(async (c, next) => {
  const started = Date.now()
  const path = c.req.path
  await withRequestLog(
    { requestId: c.get('requestId'), method: c.req.method, path, route: pageRoute(path) },
    async () => {
      await next()
      // The edge route that answered (`/sitemaps/:file`, `/healthz`), once routing has happened.
      const pattern = routePath(c)
      const context = requestLogContext()
      // The catch-alls (the page renderer, the language router mounted at `/`) keep the page id set above.
      if (context && pattern !== '*' && pattern !== '/*') context.route = pattern
      const cache =
        c.res.headers.get('x-html-cache') ??
        c.res.headers.get('x-cache') ??
        c.res.headers.get('x-doc-cache') ??
        undefined
      log(c.res.status >= 500 ? 'error' : 'info', 'request', {
        status: c.res.status,
        durationMs: Date.now() - started,
        ...(cache ? { cache } : {}),
      })
    },
  )
})
