import { apiApp } from '@api/app'
import { requestBookmark, signBookmark } from '@api/lib/bookmark-token'
import { BOOKMARK_HEADER } from '@kernel/names'
import { cacheKv } from '../cache/kv'
import { marketplaceBookmark } from '../cache/market-cache'
import { RETRY_DELAY_MS, timeoutOf } from './upstream-timeout'

export class UpstreamTimeout extends Error {}

/** Hono's execution context, as the embedded API takes it. */
type ApiCtx = Parameters<typeof apiApp.fetch>[2]

/**
 * The caller's execution context when it has one: SSR loaders reach the proxy without one (Hono's getter throws
 * then), and the API's background work falls back to running unawaited.
 */
export function executionCtxOf(c: { executionCtx: ApiCtx }): ApiCtx | undefined {
  try {
    return c.executionCtx
  } catch {
    return undefined
  }
}

/**
 * The fetch-shaped boundary to the product API: a remote host when API_ORIGIN is set, else the embedded app.
 * Either way the caller gets a Response or an error within the timeout.
 */
export async function callUpstream(env: Env, original: Request, ctx?: ApiCtx): Promise<Response> {
  const request = await atCacheGeneration(env, original)
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new UpstreamTimeout('upstream timed out'))
    }, timeoutOf(request))
  })
  try {
    const call = env.API_ORIGIN
      ? fetch(new URL(new URL(request.url).pathname + new URL(request.url).search, env.API_ORIGIN), {
          method: request.method,
          headers: request.headers,
          body: request.body,
          signal: controller.signal,
          redirect: 'manual',
        })
      : // The signal reaches the API's handlers, so work for a caller that timed out stops (a login's hashing).
        // The execution context lets the API leave work past its response (enqueueing mail, api/lib/outbox.ts).
        Promise.resolve(apiApp.fetch(new Request(request, { signal: controller.signal }), env, ctx))
    return await Promise.race([call, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** GETs are retried once after 400 ms on 429/5xx (spec §7); unsafe methods never are. */
export async function callWithRetry(env: Env, makeRequest: () => Request, ctx?: ApiCtx): Promise<Response> {
  const first = await callUpstream(env, makeRequest(), ctx)
  if (makeRequest().method !== 'GET' || (first.status !== 429 && first.status < 500)) return first
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS))
  return callUpstream(env, makeRequest(), ctx)
}

/**
 * Marketplace reads fill caches keyed by the marketplace generation, so they read at least as fresh as the write
 * that started it (ADR 0020): a replica that has not seen that write yet cannot store old data under the new key.
 * A caller with its own bookmark (a browser that has just written) keeps it.
 */
async function atCacheGeneration(env: Env, request: Request): Promise<Request> {
  if (request.method !== 'GET' || !new URL(request.url).pathname.startsWith('/api/marketplace/')) return request
  if (requestBookmark(env.SESSION_SECRET, request.headers)) return request
  const bookmark = await marketplaceBookmark(cacheKv(env)).catch(() => null)
  if (!bookmark) return request
  const headers = new Headers(request.headers)
  headers.set(BOOKMARK_HEADER, signBookmark(env.SESSION_SECRET, bookmark))
  return new Request(request, { headers })
}
