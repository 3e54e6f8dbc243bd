import type { Context } from 'hono'
import { CLIENT_IP_HEADER } from '@kernel/names'
import type { ApiEnv } from '../types'
import { ApiFailure } from './errors'
import { countInIsolate, forgetInIsolate, peekIsolateCount } from './isolate-counter'
import { networkOf } from './network'

const windowOf = (windowSeconds: number, now = Math.floor(Date.now() / 1000)) => now - (now % windowSeconds)

function limited(windowStart: number, windowSeconds: number): ApiFailure {
  const retryAfter = windowStart + windowSeconds - Math.floor(Date.now() / 1000)
  return new ApiFailure(429, 'RATE_LIMITED', 'Too many requests', undefined, {
    'Retry-After': String(Math.max(1, retryAfter)),
  })
}

/**
 * Fixed-window counter: judged first in this isolate's memory (a flood from one network is refused without a D1
 * write), then confirmed in D1, strongly consistent across isolates and locations (KV is not). Returns the count.
 */
export async function rateLimit(c: Context<ApiEnv>, key: string, limit: number, windowSeconds: number) {
  const windowStart = windowOf(windowSeconds)
  if (countInIsolate(key, windowStart) > limit) throw limited(windowStart, windowSeconds)
  const row = await c.var.db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>()
  const count = row?.count ?? 0
  if (count > limit) throw limited(windowStart, windowSeconds)
  return count
}

/** The in-isolate judgement alone: throws 429 when this isolate has already seen more than `limit`; costs no I/O. */
export function isolateLimit(key: string, limit: number, windowSeconds: number): void {
  const windowStart = windowOf(windowSeconds)
  if (peekIsolateCount(key, windowStart) >= limit) throw limited(windowStart, windowSeconds)
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
