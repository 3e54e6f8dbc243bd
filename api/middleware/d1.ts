import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { type Consistency, isBookmark, openDb } from '../lib/db'
import { BOOKMARK_HEADER } from '@kernel/names'
import { bookmarkCookieName, isHttps } from '../lib/session'
import type { ApiEnv } from '../types'

/**
 * How long a browser keeps its last write's bookmark (ADR 0020): longer than KV takes to carry a purge to every
 * location (up to 60 s), far longer than replicas usually lag (well under a second).
 */
export const BOOKMARK_TTL_S = 120

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Only public marketplace reads may start on a replica. Every other path — sign-in, the console, forms, and any
 * route added later — starts on the primary unless it is listed here on purpose.
 */
export function mayReadReplica(method: string, path: string): boolean {
  return SAFE_METHODS.has(method) && path.startsWith('/api/marketplace/')
}

function requestBookmark(c: Context<ApiEnv>): string | null {
  const value = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, bookmarkCookieName(c))
  return isBookmark(value) ? value : null
}

/**
 * Opens this request's D1 session (`c.var.db`) before anything else touches D1, and hands its bookmark back: as a
 * header on every answer (API clients), and as a short-lived cookie after a write (browsers), so the writer's next
 * requests read their own writes wherever they land.
 */
export const withDb = createMiddleware<ApiEnv>(async (c, next) => {
  const consistency: Consistency = mayReadReplica(c.req.method, c.req.path)
    ? { kind: 'replica', bookmark: requestBookmark(c) }
    : { kind: 'primary' }
  const session = openDb(c.env.DB, consistency)
  c.set('db', session.db)
  await next()
  const bookmark = session.bookmark()
  if (!bookmark) return
  c.header(BOOKMARK_HEADER, bookmark)
  if (!SAFE_METHODS.has(c.req.method)) {
    setCookie(c, bookmarkCookieName(c), bookmark, {
      httpOnly: true,
      secure: isHttps(c),
      sameSite: 'Lax',
      path: '/',
      maxAge: BOOKMARK_TTL_S,
    })
  }
})
