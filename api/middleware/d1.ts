import { setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { BOOKMARK_TTL_S, requestBookmark, signBookmark } from '../lib/bookmark-token'
import { type Consistency, openDb } from '../lib/db'
import { meterRowsRead, ROWS_READ_HEADER } from '@bench/hooks/rows-read-meter'
import { BOOKMARK_HEADER, CACHE_PURGE_HEADER } from '@kernel/names'
import { bookmarkCookieName, isHttps } from '../auth/session'
import type { ApiEnv } from '../types'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Only public marketplace reads may start on a replica. Every other path — sign-in, the console, forms, and any
 * route added later — starts on the primary unless it is listed here on purpose.
 */
export function mayReadReplica(method: string, path: string): boolean {
  return SAFE_METHODS.has(method) && path.startsWith('/api/marketplace/')
}

/**
 * Opens this request's D1 session (`c.var.db`) before anything else touches D1. Only a write that retired cached
 * marketplace answers (`x-cache-purge`) hands its bookmark back, signed and expiring (ADR 0042, amended by 0069): as
 * a header (API clients) and as a cookie for BOOKMARK_TTL_S (browsers) — longer than KV takes to carry a purge
 * everywhere (60 s), far longer than replicas usually lag — so the writer's next requests read their own write
 * wherever they land. A read, or a write that changes nothing cached (a sign-in, a form), gets no token: a valid
 * bookmark lets a request past every shared cache, so anyone who could harvest one from an anonymous GET could
 * replay it for full renders (issue 30). Only a bookmark this server signed is honoured.
 */
export const withDb = createMiddleware<ApiEnv>(async (c, next) => {
  const consistency: Consistency = mayReadReplica(c.req.method, c.req.path)
    ? { kind: 'replica', bookmark: requestBookmark(c.env.SESSION_SECRET, c.req.raw.headers) }
    : { kind: 'primary' }
  const session = openDb(c.env.DB, consistency)
  // Benchmark builds say what each query read (scripts/bench-api.ts); every other build compiles this away.
  const meter = __BENCH_HOOKS__ ? meterRowsRead(session.db) : null
  c.set('db', meter ? meter.db : session.db)
  await next()
  if (meter?.rowsRead.length) c.header(ROWS_READ_HEADER, meter.rowsRead.join(' '))
  if (!handsOutBookmark(c.req.method, c.res.headers)) return
  const raw = session.bookmark()
  if (!raw) return
  const bookmark = signBookmark(c.env.SESSION_SECRET, raw)
  c.header(BOOKMARK_HEADER, bookmark)
  setCookie(c, bookmarkCookieName(c), bookmark, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    maxAge: BOOKMARK_TTL_S,
  })
})

/** A write whose answer retires cached marketplace answers: the only answer that carries a cache-bypass token. */
export function handsOutBookmark(method: string, responseHeaders: Headers): boolean {
  return !SAFE_METHODS.has(method) && responseHeaders.has(CACHE_PURGE_HEADER)
}
