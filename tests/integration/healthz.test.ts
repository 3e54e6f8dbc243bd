import { describe, expect, it } from 'vitest'
import { get } from './http'

type Health = { status: string; checks: Record<'d1' | 'kv', { ok: boolean; ms: number }> }

describe('/healthz', () => {
  it('touches D1 and KV and reports their latency, never stored anywhere', async () => {
    const response = await get('/healthz')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9A-Z]{8}$/)
    expect(response.headers.get('x-html-cache')).toBeNull()
    const body = (await response.json()) as Health
    expect(body.status).toBe('ok')
    for (const check of [body.checks.d1, body.checks.kv]) {
      expect(check.ok).toBe(true)
      expect(check.ms).toBeGreaterThanOrEqual(0)
      expect(check.ms).toBeLessThan(5000)
    }
    // Answered again by the Worker, not replayed.
    expect((await get('/healthz')).headers.get('x-html-cache')).toBeNull()
  })

  it('is linked from nowhere: not in the sitemaps, robots.txt or the home page', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/robots.txt', '/pl', '/en']) {
      expect(await (await get(path)).text(), path).not.toContain('healthz')
    }
  })

  it('is not redirected into a language and takes no other method', async () => {
    expect((await get('/healthz', { method: 'HEAD' })).status).toBe(200)
    expect((await get('/healthz', { method: 'POST' })).status).toBe(405)
  })
})
