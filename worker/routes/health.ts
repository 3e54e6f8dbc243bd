import { Hono } from 'hono'
import type { Context } from 'hono'
import { primaryDb } from '@api/lib/db'
import { timingSafeEqual } from '@api/auth/password'
import { cacheKv } from '../cache/kv'
import type { EdgeEnv } from '../types'

type Check = { ok: boolean; ms: number; error?: string }

async function timed(probe: () => Promise<unknown>): Promise<Check> {
  const started = performance.now()
  try {
    await probe()
    return { ok: true, ms: Math.round((performance.now() - started) * 10) / 10 }
  } catch (error) {
    return {
      ok: false,
      ms: Math.round((performance.now() - started) * 10) / 10,
      error: error instanceof Error ? error.message : String(error),
    }
  }
}

const encoder = new TextEncoder()

/** The deep check is for whoever holds HEALTHZ_TOKEN (the uptime monitor); without one configured, nobody. */
function asksDeep(c: Context<EdgeEnv>): boolean {
  const token = c.env.HEALTHZ_TOKEN
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1]
  return Boolean(token && given && timingSafeEqual(encoder.encode(given), encoder.encode(token)))
}

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * For uptime checks, answered by this Worker every time (no-store, never in any cache), linked from nowhere and kept
 * out of the sitemap and search indexes.
 * - Anyone: liveness only — this Worker answers — with no I/O (issue 30: every anonymous request queried the D1
 *   primary and KV, a free way to load both).
 * - With `Authorization: Bearer <HEALTHZ_TOKEN>`: one round trip to D1's primary and one KV read, with their
 *   latency; 503 when either fails, so a monitor needs no body parsing.
 */
export const health = new Hono<EdgeEnv>().get('/healthz', async (c) => {
  if (!asksDeep(c)) return c.json({ status: 'ok' }, 200, HEADERS)
  const [d1, kv] = await Promise.all([
    timed(() => primaryDb(c.env).prepare('SELECT 1 AS ok').first()),
    timed(() => cacheKv(c.env).get('healthz')),
  ])
  const ok = d1.ok && kv.ok
  return c.json({ status: ok ? 'ok' : 'degraded', checks: { d1, kv } }, ok ? 200 : 503, HEADERS)
})
