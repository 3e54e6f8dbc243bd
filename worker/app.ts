import { Hono } from 'hono'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { log } from '@server/log.server'
import { REQUEST_ID_HEADER } from '@kernel/names'
import { newRequestId } from '@kernel/request-id'
import { accessLog, pageRoute } from './middleware/access-log'
import { requestId } from './middleware/request-id'
import { applySecurityHeaders, newNonce, securityHeaders, withNonce } from './middleware/security-headers'
import { reflectDegradation } from './lib/degraded'
import { bootAfterPaint } from './lib/boot-after-paint'
import { withoutConsentCopy } from './lib/consent-copy'
import { freshHotPage, isCacheable, keepOnlyBookmarkCookie, serveCachedHtml } from './cache/html-cache'
import { isPrivatePage } from './lib/page-of'
import { cacheKv } from './cache/kv'
import { alertOneClick } from './routes/alert-one-click'
import { apiProxy } from './routes/api-proxy'
import { devAlerts } from './routes/dev-alerts'
import { devMail } from './routes/dev-mail'
import { devTrials } from './routes/dev-trials'
import { devReviews } from './routes/dev-reviews'
import { devScheduled } from './routes/dev-scheduled'
import { devRegisters } from './routes/dev-registers'
import { newsletterOneClick } from './routes/newsletter-one-click'
import { feeds } from './routes/feeds'
import { health } from './routes/health'
import { langRedirects } from './routes/lang-redirects'
import { media } from './routes/media'
import { sitemap } from './routes/sitemap'
import { type ApiTransport, ssrTransport } from './lib/ssr-transport'
import type { EdgeEnv } from './types'

/** Start's handler, given the page's request and the transport its loaders reach the API with. */
export type PageRenderer = (request: Request, apiTransport: ApiTransport) => Response | Promise<Response>

/** Pages are read, never posted to: forms talk to /api/*. */
const PAGE_METHODS = 'GET, HEAD'
const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/')
/** The console and the signed-in pages (panel, my inquiries): per user, so never stored and never shared. */
const isPrivatePath = (path: string) => isAdminPath(path) || isPrivatePage(path)

/** The one Worker: edge routes first, then streaming SSR of every page (ADR 0003). */
export function createEdgeApp(renderPage: PageRenderer) {
  // RegExpRouter: every edge route compiles into one regular expression, matched once per request.
  const app = new Hono<EdgeEnv>({ router: new RegExpRouter() })
  app.use('*', securityHeaders)
  app.use('*', requestId)
  app.use('*', accessLog)
  app.use('*', async (c, next) => {
    await next()
    // The console shows who is signed in even on its 404 page: no copy may be kept anywhere.
    if (!isPrivatePath(c.req.path)) return
    try {
      c.res.headers.set('Cache-Control', 'private, no-store')
    } catch {
      // Immutable headers (a response passed through as received): copy once.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('Cache-Control', 'private, no-store')
    }
  })
  // Every route is chosen by method and path alone: `fromMemory` answers a stored page's path before any of them.
  // Before the language redirects, which would send /healthz to /pl/healthz.
  app.route('/', health)
  app.route('/', devMail)
  // Before the language redirects: /newsletter/one-click has no language prefix.
  app.route('/', newsletterOneClick)
  app.route('/', devAlerts)
  app.route('/', devTrials)
  app.route('/', devReviews)
  app.route('/', devScheduled)
  app.route('/', devRegisters)
  app.route('/', alertOneClick)
  app.route('/', apiProxy)
  app.route('/', media)
  app.route('/', langRedirects)
  app.route('/', feeds)
  app.route('/', sitemap)
  // The app defines no server functions (its data goes through /api/*), and Start answers an unknown id with a
  // 500. A server function added later must be let through here.
  app.all('/_serverFn', (c) => c.notFound())
  app.all('/_serverFn/*', (c) => c.notFound())
  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // Otherwise every POST would be a full uncached render.
      return c.body(null, 405, { Allow: PAGE_METHODS })
    }
    const nonce = c.get('nonce')
    const privatePage = isPrivatePath(c.req.path)
    const secret = c.env.SESSION_SECRET
    // HEAD is the GET page without its body (Hono drops it): the same cache entry, never a render of its own.
    const pageRequest = c.req.method === 'HEAD' ? new Request(c.req.raw, { method: 'GET' }) : c.req.raw
    const render = async () => {
      const request = withNonce(pageRequest, nonce, c.get('requestId'))
      // A public page renders as nobody (ADR 0024): without the session it cannot know who asked, so the HTML it
      // gives a signed-in visitor is the HTML the cache keeps for everyone; the account menu is drawn in the
      // browser from /api/user/me. Only the D1 bookmark stays, so a writer's page reads its own write (ADR 0020).
      if (!privatePage) keepOnlyBookmarkCookie(request.headers, secret)
      const page = await renderPage(request, ssrTransport(request, c.env))
      // Vite's dev server loads modules its own way; a build's pages start their scripts after they paint.
      return reflectDegradation(request, import.meta.env.DEV ? page : bootAfterPaint(page))
    }
    const response = isCacheable(pageRequest, secret)
      ? await serveCachedHtml(cacheKv(c.env), pageRequest, nonce, render)
      : await render()
    if (response.status === 404) {
      log('warn', 'not_found')
    }
    return withoutConsentCopy(c.req.raw, response)
  })
  return {
    fetch: (request: Request, env: Env, ctx: ExecutionContext) =>
      fromMemory(request, env) ?? app.fetch(request, env, ctx),
  }
}

/**
 * A fresh page already in this isolate's memory, answered before Hono (ADR 0030): no context, no middleware
 * chain, no awaits. What it sends is what the full path would: the same page bytes with a new nonce, the security
 * headers with that nonce's CSP, a new request id and the same `request` log line. Safe to take before routing
 * because every edge route is chosen by method and path alone, and a page is only stored for a path that reached
 * the page renderer; anything else — a stale page, an encoded path, the Cache API layer, a miss — takes the full path.
 */
function fromMemory(request: Request, env: Env): Response | null {
  const head = request.method === 'HEAD'
  if (request.method !== 'GET' && !head) return null
  const started = Date.now()
  const url = new URL(request.url)
  // Hono logs a decoded path; such paths are rare enough to leave to it.
  if (url.pathname.includes('%') || !isCacheable(request, env.SESSION_SECRET, url)) return null
  const nonce = newNonce()
  const page = freshHotPage(cacheKv(env), url, nonce)
  if (!page) return null
  const response = head ? new Response(null, page) : withoutConsentCopy(request, page)
  const id = newRequestId()
  response.headers.set(REQUEST_ID_HEADER, id)
  applySecurityHeaders(response.headers, nonce)
  const path = url.pathname
  log('info', 'request', {
    requestId: id,
    method: request.method,
    path,
    route: pageRoute(path),
    status: response.status,
    durationMs: Date.now() - started,
    cache: 'HIT',
  })
  return response
}
