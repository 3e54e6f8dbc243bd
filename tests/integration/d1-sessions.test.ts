import { describe, expect, it } from 'vitest'
import { SEED, apiFetch, login } from './api-helpers'
import { get } from './http'

const settle = () => new Promise((r) => setTimeout(r, 300))
const bookmarkCookie = (response: Response) =>
  /((?:__Host-)?skrytka_d1=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

/** ADR 0020: D1 sessions, bookmarks and the caches, in workerd with the real local D1 and KV. */
describe('D1 sessions and bookmarks', () => {
  it('answers every API call that reached D1 with its session bookmark; reads set no cookie', async () => {
    // A query no earlier test asked, so the answer comes from D1, not from the KV cache.
    for (const path of [
      `/api/marketplace/facilities?q=bookmark${Date.now()}`,
      `/api/marketplace/places?q=bm${Date.now()}`,
    ]) {
      const response = await apiFetch(path)
      expect(response.status, path).toBe(200)
      // Signed and expiring (ADR 0042): `<D1 bookmark>.<expiry>.<HMAC>`.
      expect(response.headers.get('x-d1-bookmark'), path).toMatch(/^[0-9a-zA-Z-]+\.\d{10}\.[\w-]{22}$/)
      expect(bookmarkCookie(response), path).toBeUndefined()
    }
  })

  it('a write hands the browser a short-lived bookmark cookie and API clients the header', async () => {
    const admin = await login(SEED.admin.email, SEED.admin.password)
    const facility = (await (await apiFetch('/api/marketplace/facilities/lockerbox-warszawa')).json()) as { id: number }
    const patch = await apiFetch(`/api/superadmin/facilities/${facility.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { phone: '+48 22 555 00 12' },
    })
    expect(patch.status).toBe(200)
    const bookmark = patch.headers.get('x-d1-bookmark')
    expect(bookmark).toBeTruthy()
    const setCookie = patch.headers.get('set-cookie') ?? ''
    expect(bookmarkCookie(patch)).toBe(`skrytka_d1=${bookmark}`)
    expect(setCookie).toMatch(/skrytka_d1=[^,]*Max-Age=120/)
    expect(setCookie).toMatch(/skrytka_d1=[^,]*HttpOnly/)
    expect(setCookie).toMatch(/skrytka_d1=[^,]*SameSite=Lax/)
  })

  it('a browser that has just written reads past the KV cache, and its read never refills it', async () => {
    const list = (await (await apiFetch('/api/marketplace/facilities?q=Gda%C5%84sk&limit=5')).json()) as {
      items: { slug: string }[]
    }
    const path = `/api/marketplace/facilities/${list.items[0]!.slug}`
    const first = await apiFetch(path)
    expect(first.status).toBe(200)
    await settle()
    expect((await apiFetch(path)).headers.get('x-cache')).toBe('HIT')
    const bookmark = first.headers.get('x-d1-bookmark')!
    const asWriter = await apiFetch(path, { cookie: `skrytka_d1=${bookmark}` })
    expect(asWriter.status).toBe(200)
    expect(asWriter.headers.get('x-cache')).toBe('BYPASS')
    const asClient = await apiFetch(path, { headers: { 'x-d1-bookmark': bookmark } })
    expect(asClient.headers.get('x-cache')).toBe('BYPASS')
    expect((await apiFetch(path)).headers.get('x-cache')).toBe('HIT')
  })

  it('a bookmark the server did not sign, or one that expired, is an anonymous read from the cache', async () => {
    const path = '/api/marketplace/facilities/lockerbox-warszawa'
    const real = (await apiFetch(path)).headers.get('x-d1-bookmark')!
    await settle()
    const [raw, expires, mac] = real.split('.') as [string, string, string]
    for (const forged of ['x', raw, `${raw}.${Number(expires) + 600}.${mac}`, `${raw}.1700000000.${mac}`]) {
      expect((await apiFetch(path, { cookie: `skrytka_d1=${forged}` })).headers.get('x-cache'), forged).toBe('HIT')
      expect((await apiFetch(path, { headers: { 'x-d1-bookmark': forged } })).headers.get('x-cache'), forged).toBe(
        'HIT',
      )
    }
  })

  it('ignores a malformed bookmark instead of failing', async () => {
    for (const junk of ['x; DROP TABLE', 'a'.repeat(300)]) {
      const response = await apiFetch('/api/marketplace/facilities?limit=5', { headers: { 'x-d1-bookmark': junk } })
      expect(response.status, junk).toBe(200)
    }
  })

  it('a page requested with the bookmark cookie is rendered, not replayed from the edge cache', async () => {
    const path = '/pl/magazyn-self-storage/lockerbox-warszawa'
    await get(path)
    await settle()
    expect((await get(path)).headers.get('x-html-cache')).toMatch(/HIT|STALE/)
    const forged = await get(path, { headers: { cookie: 'skrytka_d1=00000001-00000001-00000001-abc' } })
    expect(forged.headers.get('x-html-cache')).toMatch(/HIT|STALE/)
    const bookmark = (await apiFetch('/api/marketplace/facilities?limit=1')).headers.get('x-d1-bookmark')
    const writer = await get(path, { headers: { cookie: `skrytka_d1=${bookmark}` } })
    expect(writer.status).toBe(200)
    expect(writer.headers.get('x-html-cache')).toBeNull()
  })
})
