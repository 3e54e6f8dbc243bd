import { Hono } from 'hono'
import { primaryDb } from '@api/lib/db'
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

/**
 * For uptime checks: one round trip to D1's primary and one KV read, with their latency. Answered by this Worker
 * every time (no-store, never in any cache), linked from nowhere and kept out of the sitemap and search indexes.
 * 503 when either fails, so a monitor needs no body parsing.
 */
export const health = new Hono<EdgeEnv>().get('/healthz', async (c) => {
  const [d1, kv] = await Promise.all([
    timed(() => primaryDb(c.env).prepare('SELECT 1 AS ok').first()),
    timed(() => cacheKv(c.env).get('healthz')),
  ])
  const ok = d1.ok && kv.ok
  return c.json({ status: ok ? 'ok' : 'degraded', checks: { d1, kv } }, ok ? 200 : 503, {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  })
})
