import type { Context } from 'hono'
import { CLIENT_IP_HEADER } from '@kernel/names'
import type { ApiEnv } from '../types'
import { ApiFailure } from './errors'
import { countInIsolate, forgetInIsolate, peekIsolateCount } from './isolate-counter'
import { type SlidingWindow, estimate, secondsUntilRoom, windowAt } from './sliding-window'
import { networkOf } from './network'

function limited(w: SlidingWindow, previous: number, count: number, limit: number): ApiFailure {
  return new ApiFailure(429, 'RATE_LIMITED', 'Too many requests', undefined, {
    'Retry-After': String(secondsUntilRoom(w, previous, count, limit)),
  })
}

/**
 * Sliding-window counter (`sliding-window.ts`): judged first in this isolate's memory (a flood from one network is
 * refused without a D1 write), then confirmed in D1, strongly consistent across isolates and locations (KV is not).
 * One statement counts this hit and reads the previous window's count beside it. `pace`: a fixed window
 * ("one attempt per 10 s"), where the average rate is the point and a wait must not outlast the window.
 */
export async function rateLimit(c: Context<ApiEnv>, key: string, limit: number, windowSeconds: number, pace = false) {
  const w = windowAt(windowSeconds, undefined, pace)
  const seen = countInIsolate(key, w)
  if (estimate(w, seen.previous, seen.count) > limit) throw limited(w, seen.previous, seen.count, limit)
  const row = await c.var.db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1
     RETURNING count, (SELECT p.count FROM rate_limits p WHERE p.key = ?1 AND p.window_start = ?3) AS previous`,
    )
    .bind(key, w.start, w.previousStart)
    .first<{ count: number; previous: number | null }>()
  const count = row?.count ?? 0
  const previous = row?.previous ?? 0
  if (estimate(w, previous, count) > limit) throw limited(w, previous, count, limit)
}

/** The in-isolate judgement alone: throws 429 when this isolate has already seen `limit`; costs no I/O. */
export function isolateLimit(key: string, limit: number, windowSeconds: number, pace = false): void {
  const w = windowAt(windowSeconds, undefined, pace)
  const seen = peekIsolateCount(key, w)
  if (estimate(w, seen.previous, seen.count) + 1 > limit) throw limited(w, seen.previous, seen.count, limit)
}

export async function clearRateLimit(c: Context<ApiEnv>, key: string) {
  forgetInIsolate(key)
  await c.var.db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key).run()
}

/** Every local caller without CF-Connecting-IP (on Cloudflare the edge always sets it). */
export const LOCAL_NETWORK = 'local'

/**
 * The network a request comes from, the unit of every limit (login, forms, newsletter, reservations): an IPv4
 * address or an IPv6 /64 (ADR 0041). The address is CF-Connecting-IP: on Cloudflare the edge sets it and a client
 * cannot forge it; the proxy forwards it to the API. Local wrangler passes the header through as the client sent it
 * (tests use that to play several clients); without it every local caller shares "local". ADR 0015.
 */
export function clientIp(c: Context): string {
  const address = c.req.header(CLIENT_IP_HEADER)
  return address ? networkOf(address) : LOCAL_NETWORK
}

export function limitFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}
