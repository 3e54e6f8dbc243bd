import { readFileSync, readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, startServer, type LocalServer } from '../../scripts/lib/local-server.ts'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { extraPort, get } from './http'

const apiKey = () => /^API_KEY=(.+)$/m.exec(readFileSync(join(ROOT, '.dev.vars'), 'utf8'))![1]!.trim()

describe('KV cache of marketplace lists', () => {
  it('misses, then hits', async () => {
    const query = `/api/marketplace/facilities?q=warszawa&limit=7&page=1`
    expect((await apiFetch(query)).headers.get('x-cache')).toBe('MISS')
    // The write happens after the response (waitUntil); give it a moment.
    await new Promise((r) => setTimeout(r, 300))
    const hit = await apiFetch(query)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(((await hit.json()) as { total: number }).total).toBeGreaterThan(0)
  })

  it('is purged by an admin facility write, so the public list shows it at once', async () => {
    const admin = await sessionFor(SEED.admin.email)
    const path = '/api/marketplace/facilities/lockerbox-warszawa'
    const before = (await (await apiFetch(path)).json()) as { id: number; name: string }
    await new Promise((r) => setTimeout(r, 300))
    // Cached: a hit, or stale when another file's write on this server retired it meanwhile (served, then refreshed).
    expect((await apiFetch(path)).headers.get('x-cache')).toMatch(/^(HIT|STALE)$/)
    const patch = await apiFetch(`/api/superadmin/facilities/${before.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { phone: '+48 22 555 00 11' },
    })
    expect(patch.status).toBe(200)
    expect(patch.headers.get('x-cache-purge')).toBeNull()
    const after = await apiFetch(path)
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(((await after.json()) as { phone: string }).phone).toBe('+48 22 555 00 11')
  })
})

describe('API key', () => {
  it('never reaches the browser: not in pages, not in client assets', async () => {
    const key = apiKey()
    for (const path of ['/pl', '/en/facilities', '/pl/magazyn-self-storage/lockerbox-warszawa']) {
      const html = await (await get(path)).text()
      expect(html).not.toContain(key)
    }
    const assets = join(ROOT, 'dist/client/assets')
    for (const file of readdirSync(assets))
      expect(readFileSync(join(assets, file), 'utf8').includes(key), file).toBe(false)
    const response = await apiFetch('/api/marketplace/facilities?limit=1')
    expect([...response.headers.values()].join(' ')).not.toContain(key)
  })
})

describe('upstream failures', () => {
  let down: LocalServer
  let hanging: LocalServer
  let blackHole: Server

  beforeAll(async () => {
    blackHole = createServer(() => {
      // Accepts and never answers: an upstream that hangs.
    })
    await new Promise<void>((resolve) => blackHole.listen(extraPort(31), '127.0.0.1', resolve))
    down = await startServer(
      extraPort(32),
      join(ROOT, '.wrangler/test-state-down'),
      { API_ORIGIN: 'http://127.0.0.1:9' },
      'api-proxy: API down',
    )
    hanging = await startServer(
      extraPort(33),
      join(ROOT, '.wrangler/test-state-hang'),
      { API_ORIGIN: `http://127.0.0.1:${extraPort(31)}` },
      'api-proxy: API hangs',
    )
  })
  afterAll(async () => {
    await down?.stop()
    await hanging?.stop()
    blackHole?.close()
  })

  it('answers 502 UPSTREAM_UNAVAILABLE quickly when the API is unreachable', async () => {
    const started = Date.now()
    const response = await fetch(`${down.url}/api/marketplace/facilities/abc`)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
  })

  it('answers 504 UPSTREAM_UNAVAILABLE within 5 s when the API hangs', async () => {
    const started = Date.now()
    const response = await fetch(`${hanging.url}/api/user/me`)
    expect(Date.now() - started).toBeLessThan(5500)
    expect(response.status).toBe(504)
    expect(await response.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
  })
})
