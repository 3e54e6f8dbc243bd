import { describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1]!
const settle = () => new Promise((r) => setTimeout(r, 400))

describe('edge HTML cache', () => {
  it('misses, then hits with a fresh nonce in both the CSP and the HTML', async () => {
    // The cache keys on the parameters a page reads: a new search is a new entry.
    const path = `/pl/magazyny-self-storage?q=cache-${Date.now()}`
    const first = await get(path)
    expect(first.headers.get('x-html-cache')).toBe('MISS')
    await first.text()
    await settle()
    const second = await get(path)
    expect(second.headers.get('x-html-cache')).toBe('HIT')
    const nonce = nonceOf(second)
    expect(nonce).not.toBe(nonceOf(first))
    const html = await second.text()
    expect(html).toContain(`nonce="${nonce}"`)
    expect(html).not.toContain(`nonce="${nonceOf(first)}"`)
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

  it('never caches the admin console or a signed-in page (public pages are shared: signed-in-cache.test.ts)', async () => {
    const cookie = await sessionFor(SEED.client.email)
    expect((await get('/pl/panel-operatora', { headers: { cookie } })).headers.get('x-html-cache')).toBeNull()
    expect((await get('/admin')).headers.get('x-html-cache')).toBeNull()
  })

  it('keeps a not-found page briefly, with its 404 status and a fresh nonce', async () => {
    const path = `/pl/nie-ma-${Date.now()}`
    const missing = await get(path)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('x-html-cache')).toBe('MISS')
    await missing.text()
    await settle()
    const again = await get(path)
    expect(again.status).toBe(404)
    expect(again.headers.get('x-html-cache')).toBe('HIT')
    expect(nonceOf(again)).not.toBe(nonceOf(missing))
    expect(await again.text()).toContain(`nonce="${nonceOf(again)}"`)
  })

  it('is retired by an admin facility write', async () => {
    const path = '/pl/magazyn-self-storage/lockerbox-warszawa'
    await (await get(path)).text()
    await settle()
    expect((await get(path)).headers.get('x-html-cache')).toBe('HIT')
    const admin = await sessionFor(SEED.admin.email)
    const facility = (await (await apiFetch('/api/marketplace/facilities/lockerbox-warszawa')).json()) as { id: number }
    expect(
      (
        await apiFetch(`/api/superadmin/facilities/${facility.id}`, {
          method: 'PATCH',
          cookie: admin,
          body: { phone: '+48 22 600 70 80' },
        })
      ).status,
    ).toBe(200)
    expect((await get(path)).headers.get('x-html-cache')).toBe('MISS')
  })
})

describe('edge HTML cache across deploys', () => {
  it('keys cached pages by build, so a new build never serves HTML that names old assets', async () => {
    const html = await (await get('/pl/dlaczego-skrytka')).text()
    for (const [, asset] of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
      expect((await get(asset!)).status, asset).toBe(200)
    }
  })
})
