import { describe, expect, it } from 'vitest'
import { INTEGRATION_HEALTHZ_TOKEN } from './global-setup'
import { get } from './http'

type Health = { status: string; checks: Record<'d1' | 'kv', { ok: boolean; ms: number }> }

describe('/healthz', () => {
  it('answers anyone with liveness alone: no D1 or KV work for an anonymous caller', async () => {
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: 'Basic x' },
    ]
    for (const headers of callers) {
      const response = await get('/healthz', { headers })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(await response.json()).toEqual({ status: 'ok' })
    }
  })

  it('touches D1 and KV for the token holder and reports their latency, never stored anywhere', async () => {
    const deep = { headers: { authorization: `Bearer ${INTEGRATION_HEALTHZ_TOKEN}` } }
    const response = await get('/healthz', deep)
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
    expect((await get('/healthz', deep)).headers.get('x-html-cache')).toBeNull()
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
