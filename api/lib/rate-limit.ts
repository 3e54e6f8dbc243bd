import type { Context } from 'hono'
import { CLIENT_IP_HEADER } from '@kernel/names'
import type { ApiEnv } from '../types'
import { ApiFailure } from './errors'

/** Fixed-window counter in D1 (strongly consistent; KV is not). One statement: insert or increment, return the count. */
export async function rateLimit(c: Context<ApiEnv>, key: string, limit: number, windowSeconds: number) {
  const now = Math.floor(Date.now() / 1000)
  const windowStart = now - (now % windowSeconds)
  const row = await c.var.db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>()
  if ((row?.count ?? 0) > limit) {
    const retryAfter = windowStart + windowSeconds - now
    throw new ApiFailure(429, 'RATE_LIMITED', 'Too many requests', undefined, {
      'Retry-After': String(Math.max(1, retryAfter)),
    })
  }
}

export async function clearRateLimit(c: Context<ApiEnv>, key: string) {
  await c.var.db.prepare('DELETE FROM rate_limits WHERE key = ?').bind(key).run()
}

/**
 * The client's address. On Cloudflare, CF-Connecting-IP is set by the edge itself and a client cannot forge it; the
 * proxy forwards it to the API. Local wrangler passes the header through as the client sent it (tests use that to
 * play several clients); without it every local caller shares "local". ADR 0015.
 */
export function clientIp(c: Context): string {
  return c.req.header(CLIENT_IP_HEADER) ?? 'local'
}

export function limitFromEnv(value: string | undefined, fallback: number): number {
  const parsed = Number(value)
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback
}
