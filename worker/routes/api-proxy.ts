import { waitUntil } from 'cloudflare:workers'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { errorFields, log } from '@server/log.server'
import { cacheKey, entryResponse, FRESH_MS, purgeMarketplace, readEntry, writeEntry } from '../cache/market-cache'
import { cacheKv } from '../cache/kv'
import { callWithRetry, UpstreamTimeout } from '../lib/upstream'
import type { EdgeEnv } from '../types'
import { langOfAcceptLanguage } from '@kernel/lang'
import {
  BOOKMARK_COOKIE_PATTERN,
  BOOKMARK_HEADER,
  CACHE_PURGE_HEADER,
  CLIENT_IP_HEADER,
  DEFAULT_API_KEY_HEADER,
  PURGE_MARKETPLACE,
  REQUEST_ID_HEADER,
} from '@kernel/names'
import { isRequestId, newRequestId } from '@kernel/request-id'

const FORWARDED_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  'content-length',
  'cookie',
  'user-agent',
  CLIENT_IP_HEADER,
  BOOKMARK_HEADER,
]
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** CSRF (ADR 0007): unsafe methods need a same-origin Origin, or Sec-Fetch-Site: same-origin when Origin is absent. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin')
  if (origin) return origin === new URL(request.url).origin
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/**
 * This call's id: the edge middleware's when mounted in the app; on the in-process SSR path (no middleware), the
 * id the edge put on the page's request, which the SSR transport forwards.
 */
function requestIdOf(c: Context<EdgeEnv>): string {
  let id = c.get('requestId')
  if (!id) {
    const forwarded = c.req.header(REQUEST_ID_HEADER)
    id = isRequestId(forwarded) ? forwarded : newRequestId()
    c.set('requestId', id)
  }
  return id
}

/** The API's 5xx answers are logged with their detail under the id the page shows; the page never shows them. */
function logUpstreamFailure(c: Context<EdgeEnv>, response: Response) {
  if (response.status < 500) return
  const base = {
    requestId: requestIdOf(c),
    method: c.req.method,
    path: c.req.path,
    status: response.status,
    statusText: response.statusText,
  }
  waitUntil(
    response
      .clone()
      .text()
      .then(
        (body) => log('error', 'upstream_5xx', { ...base, body: body.slice(0, 500) }),
        () => log('error', 'upstream_5xx', base),
      ),
  )
}

function upstreamRequest(c: Context<EdgeEnv>, body: ArrayBuffer | null): Request {
  const url = new URL(c.req.url)
  const headers = new Headers()
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name)
    if (value) headers.set(name, value)
  }
  headers.set(c.env.API_KEY_HEADER || DEFAULT_API_KEY_HEADER, c.env.API_KEY)
  headers.set(REQUEST_ID_HEADER, requestIdOf(c))
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''))
  headers.set('x-forwarded-host', url.host)
  return new Request(url, { method: c.req.method, headers, body: body?.byteLength ? body : null })
}

/** What the browser may see: never the key, never internal cache directives. */
function toClient(c: Context<EdgeEnv>, response: Response, cacheState?: string): Response {
  logUpstreamFailure(c, response)
  const out = new Response(response.body, response)
  out.headers.set(REQUEST_ID_HEADER, requestIdOf(c))
  out.headers.delete(CACHE_PURGE_HEADER)
  out.headers.delete(c.env.API_KEY_HEADER || DEFAULT_API_KEY_HEADER)
  if (cacheState) out.headers.set('x-cache', cacheState)
  if (!out.headers.has('cache-control')) out.headers.set('cache-control', 'private, no-store')
  return out
}

function unavailable(c: Context<EdgeEnv>, error: unknown) {
  const timedOut = error instanceof UpstreamTimeout
  const requestId = requestIdOf(c)
  log('error', 'upstream_error', { requestId, method: c.req.method, path: c.req.path, timedOut, ...errorFields(error) })
  return c.json(
    { code: 'UPSTREAM_UNAVAILABLE', message: 'The service is temporarily unavailable' },
    timedOut ? 504 : 502,
    { [REQUEST_ID_HEADER]: requestId },
  )
}

/**
 * A caller that has just written (its D1 bookmark, ADR 0020) reads past the shared cache: KV may not carry the
 * purge to this location for up to a minute, and the writer must see the write now. Its answer still refills it.
 */
const carriesBookmark = (c: Context<EdgeEnv>) =>
  Boolean(c.req.header(BOOKMARK_HEADER)) || BOOKMARK_COOKIE_PATTERN.test(c.req.header('cookie') ?? '')

/**
 * The request's execution context, for work the API leaves past its answer (enqueueing mail and alerts). The SSR
 * transport calls this app in-process without one (Hono's getter throws then): the API falls back to unawaited work.
 */
function executionCtxOf(c: Context<EdgeEnv>) {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}

/** Work left to `waitUntil` fails where nobody awaits it: logged, never thrown. */
const logFailure = (event: string) => (error: unknown) => log('error', event, errorFields(error))

async function cachedMarketplaceGet(c: Context<EdgeEnv>): Promise<Response> {
  const kv = cacheKv(c.env)
  const lang = langOfAcceptLanguage(c.req.header('accept-language'))
  let key: string | null = null
  try {
    key = await cacheKey(kv, new URL(c.req.url), lang)
    const entry = carriesBookmark(c) ? null : await readEntry(kv, key)
    if (entry) {
      if (Date.now() - entry.storedAt < FRESH_MS) return entryResponse(entry, 'HIT')
      const staleKey = key
      waitUntil(
        callWithRetry(c.env, () => upstreamRequest(c, null))
          .then((fresh) => (fresh.status === 200 ? writeEntry(kv, staleKey, fresh) : undefined))
          .catch(logFailure('kv_refresh_error')),
      )
      return entryResponse(entry, 'STALE')
    }
  } catch (error) {
    // A failing cache must never take the marketplace down: fall through to the API.
    log('error', 'kv_error', errorFields(error))
    key = null
  }
  const response = await callWithRetry(c.env, () => upstreamRequest(c, null))
  if (key && response.status === 200) {
    const cacheKeyValue = key
    waitUntil(writeEntry(kv, cacheKeyValue, response.clone()).catch(logFailure('kv_write_error')))
  }
  return toClient(c, response, 'MISS')
}

export const apiProxy = new Hono<EdgeEnv>().all('/api/*', async (c) => {
  if (!SAFE_METHODS.has(c.req.method) && !isSameOrigin(c.req.raw)) {
    return c.json({ code: 'FORBIDDEN', message: 'Cross-site request rejected' }, 403)
  }
  try {
    if (c.req.method === 'GET' && c.req.path.startsWith('/api/marketplace/')) return await cachedMarketplaceGet(c)
    const body = SAFE_METHODS.has(c.req.method) ? null : await c.req.arrayBuffer()
    const response = await callWithRetry(c.env, () => upstreamRequest(c, body), executionCtxOf(c))
    if (response.headers.get(CACHE_PURGE_HEADER) === PURGE_MARKETPLACE) {
      await purgeMarketplace(cacheKv(c.env), response.headers.get(BOOKMARK_HEADER)).catch(logFailure('kv_purge_error'))
    }
    return toClient(c, response)
  } catch (error) {
    return unavailable(c, error)
  }
})
