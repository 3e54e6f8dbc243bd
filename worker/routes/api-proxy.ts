import { waitUntil } from 'cloudflare:workers'
import { Hono } from 'hono'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { readBookmark, requestBookmark } from '@api/lib/bookmark-token'
import { handsOutBookmark } from '@api/middleware/d1'
import { errorFields, log } from '@server/log.server'
import {
  applyPurge,
  cacheKey,
  entryResponse,
  FRESH_MS,
  readEntry,
  storeEntry,
  toEntry,
  writeEntry,
} from '../cache/market-cache'
import { cacheKv } from '../cache/kv'
import { readCappedBody, TOO_LARGE } from '../lib/body-cap'
import { loginShield } from '../lib/login-shield'
import { bodyCapFor } from '@api/contract/body-limits'
import { needsSession } from '@api/contract/session-routes'
import { pause, REFUSAL_PAUSE_MS } from '@api/auth/login-pace'
import { callWithRetry, executionCtxOf, UpstreamTimeout } from '../lib/upstream'
import type { EdgeEnv } from '../types'
import { langOfAcceptLanguage } from '@kernel/lang'
import {
  BOOKMARK_HEADER,
  CACHE_PURGE_HEADER,
  CLIENT_IP_HEADER,
  DEFAULT_API_KEY_HEADER,
  REQUEST_ID_HEADER,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
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

/**
 * The API call for this request. `method` is GET for a HEAD on a cached path: the answer fills the GET entry,
 * and the body is dropped on the way out (issue 30: a HEAD skipped the cache and cost a full API call).
 */
function upstreamRequest(c: Context<EdgeEnv>, body: ArrayBuffer | null, method = c.req.method): Request {
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
  return new Request(url, { method, headers, body: body?.byteLength ? body : null })
}

/** What the browser may see: never the key, never internal cache directives. */
function toClient(c: Context<EdgeEnv>, response: Response, cacheState?: string): Response {
  logUpstreamFailure(c, response)
  const out = new Response(response.body, response)
  out.headers.set(REQUEST_ID_HEADER, requestIdOf(c))
  // A cache-bypass token leaves only with the write that earned it (ADR 0069), whatever the API sent.
  if (!handsOutBookmark(c.req.method, response.headers)) out.headers.delete(BOOKMARK_HEADER)
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
 * purge to this location for up to a minute, and the writer must see the write now. Only a bookmark this server
 * signed counts (ADR 0042); a look-alike is an anonymous read like any other.
 */
const carriesBookmark = (c: Context<EdgeEnv>) => requestBookmark(c.env.SESSION_SECRET, c.req.raw.headers) !== null

/** Work left to `waitUntil` fails where nobody awaits it: logged, never thrown. */
const logFailure = (event: string) => (error: unknown) => log('error', event, errorFields(error))

/** GET and HEAD of /api/marketplace/*: the same entry, a HEAD answered without its body. */
async function cachedMarketplaceRead(c: Context<EdgeEnv>): Promise<Response> {
  const response = await cachedMarketplaceGet(c)
  return c.req.method === 'HEAD' ? new Response(null, response) : response
}

async function cachedMarketplaceGet(c: Context<EdgeEnv>): Promise<Response> {
  const get = () => upstreamRequest(c, null, 'GET')
  // The writer's own read: never stored where everyone else's reads come from (ADR 0042).
  if (carriesBookmark(c)) return toClient(c, await callWithRetry(c.env, get), 'BYPASS')
  const kv = cacheKv(c.env)
  const lang = langOfAcceptLanguage(c.req.header('accept-language'))
  const ifNoneMatch = c.req.header('if-none-match')
  let key: string | null = null
  try {
    key = await cacheKey(kv, new URL(c.req.url), lang)
    const entry = key === null ? null : await readEntry(kv, key)
    if (entry && key) {
      if (Date.now() - entry.storedAt < FRESH_MS) return entryResponse(entry, 'HIT', ifNoneMatch)
      const staleKey = key
      waitUntil(
        callWithRetry(c.env, get)
          .then((fresh) => (fresh.status === 200 ? writeEntry(kv, staleKey, fresh) : undefined))
          .catch(logFailure('kv_refresh_error')),
      )
      return entryResponse(entry, 'STALE', ifNoneMatch)
    }
  } catch (error) {
    // A failing cache must never take the marketplace down: fall through to the API.
    log('error', 'kv_error', errorFields(error))
    key = null
  }
  const response = await callWithRetry(c.env, get)
  if (response.status !== 200) return toClient(c, response, 'MISS')
  const entry = await toEntry(response, await response.text())
  if (key) waitUntil(storeEntry(kv, key, entry).catch(logFailure('kv_write_error')))
  const fresh = await entryResponse(entry, 'MISS', ifNoneMatch)
  // The API's own headers (its bookmark among them) travel on; the cache's headers win where both speak.
  const out = new Response(fresh.body, { status: fresh.status, headers: response.headers })
  for (const [name, value] of fresh.headers) out.headers.set(name, value)
  out.headers.delete('content-length')
  return toClient(c, out)
}

/**
 * A write to a signed-in route from a request with no session cookie at all (issue 41): 40 anonymous 9.9 MB photo
 * uploads grew workerd by 755 MB while the edge buffered each to its cap only for the API to answer 401. Only the
 * cookie's presence is judged here, which costs nothing; whether it is a live session is the API's to say.
 */
function anonymousWrite(c: Context<EdgeEnv>): boolean {
  if (SAFE_METHODS.has(c.req.method) || !needsSession(c.req.path)) return false
  const cookies = getCookie(c)
  return !cookies[SESSION_COOKIE] && !cookies[SECURE_SESSION_COOKIE]
}

export const apiProxy = new Hono<EdgeEnv>().all('/api/*', async (c) => {
  if (!SAFE_METHODS.has(c.req.method) && !isSameOrigin(c.req.raw)) {
    return c.json({ code: 'FORBIDDEN', message: 'Cross-site request rejected' }, 403)
  }
  try {
    if ((c.req.method === 'GET' || c.req.method === 'HEAD') && c.req.path.startsWith('/api/marketplace/'))
      return await cachedMarketplaceRead(c)
    // The API's own answer to the same request, without a byte of the body read (local runs read a small one to
    // its end after the answer, worker/lib/drain-unread-body.ts).
    if (anonymousWrite(c)) return toClient(c, c.json({ code: 'UNAUTHORIZED', message: 'Sign in required' }, 401))
    // Never more of a body than the API would accept (its cap is the same): over it, 413 before or while reading.
    const body = SAFE_METHODS.has(c.req.method)
      ? null
      : await readCappedBody(c.req.raw, bodyCapFor(c.req.method, c.req.path))
    if (body === TOO_LARGE) return c.json({ code: 'PAYLOAD_TOO_LARGE', message: 'Body too large' }, 413)
    // After the (small, capped) body is read: answering before it leaves local wrangler's dev proxy with a broken
    // connection for the next request.
    if (c.req.method === 'POST' && c.req.path === '/api/auth/login') {
      const wait = loginShield(c.req.raw, c.env)
      if (wait !== null) {
        // Answered after a pause that costs no CPU, as the API answers its own refusals (ADR 0057).
        await pause(REFUSAL_PAUSE_MS, c.req.raw.signal)
        return c.json({ code: 'RATE_LIMITED', message: 'Too many requests' }, 429, { 'Retry-After': String(wait) })
      }
    }
    const response = await callWithRetry(c.env, () => upstreamRequest(c, body), executionCtxOf(c))
    const purge = response.headers.get(CACHE_PURGE_HEADER)
    if (purge) {
      const bookmark = readBookmark(c.env.SESSION_SECRET, response.headers.get(BOOKMARK_HEADER))
      await applyPurge(cacheKv(c.env), purge, bookmark).catch(logFailure('kv_purge_error'))
    }
    return toClient(c, response)
  } catch (error) {
    return unavailable(c, error)
  }
})
