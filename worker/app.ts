import { Hono } from 'hono'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { requestId } from './middleware/request-id'
import { securityHeaders, withNonce } from './middleware/security-headers'
import { reflectDegradation } from './lib/degraded'
import { isCacheable, serveCachedHtml } from './lib/html-cache'
import { cacheKv } from './lib/kv'
import { apiProxy } from './routes/api-proxy'
import { feeds } from './routes/feeds'
import { langRedirects } from './routes/lang-redirects'
import { sitemap } from './routes/sitemap'
import type { EdgeEnv } from './types'

export type PageRenderer = (request: Request) => Response | Promise<Response>

/** The one Worker: edge routes first, then streaming SSR of every page (ADR 0003). */
export function createEdgeApp(renderPage: PageRenderer) {
  // RegExpRouter: every edge route compiles into one regular expression, matched once per request.
  const app = new Hono<EdgeEnv>({ router: new RegExpRouter() })
  app.use('*', securityHeaders)
  app.use('*', requestId)
  app.route('/', apiProxy)
  app.route('/', langRedirects)
  app.route('/', feeds)
  app.route('/', sitemap)
  app.all('*', async (c) => {
    const nonce = c.get('nonce')
    const render = async () => {
      const request = withNonce(c.req.raw, nonce, c.get('requestId'))
      return reflectDegradation(request, await renderPage(request))
    }
    const response = isCacheable(c.req.raw) ? await serveCachedHtml(cacheKv(c.env), c.req.raw, nonce, render) : await render()
    if (response.status === 404) {
      console.warn(JSON.stringify({ event: 'not_found', path: new URL(c.req.url).pathname }))
    }
    return response
  })
  return app
}
