import { describe, expect, it } from 'vitest'
import { SEED, apiFetch, login, sessionFor } from './api-helpers'
import { get } from './http'

const settle = () => new Promise((r) => setTimeout(r, 300))
const bookmarkCookie = (response: Response) =>
  /((?:__Host-)?skrytka_d1=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

/** ADR 0020: D1 sessions, bookmarks and the caches, in workerd with the real local D1 and KV. */
describe('D1 sessions and bookmarks', () => {
  /** A purging write (a console facility save): the only answer that hands out a bookmark (ADR 0069). */
  async function writerBookmark(): Promise<string> {
    const admin = await sessionFor(SEED.admin.email)
    const patch = await apiFetch('/api/superadmin/facilities/1', {
      method: 'PATCH',
      cookie: admin,
      body: { phone: `+48 22 555 ${String(Date.now() % 100).padStart(2, '0')} 12` },
    })
    expect(patch.status).toBe(200)
    return patch.headers.get('x-d1-bookmark')!
  }

  it('a read hands out no bookmark, by header or cookie: only a write can skip the caches', async () => {
    // A query no earlier test asked, so the answer comes from D1, not from the KV cache.
    for (const path of [
      `/api/marketplace/facilities?q=bookmark${Date.now()}`,
      `/api/marketplace/places?q=bm${Date.now()}`,
      '/api/marketplace/facilities/lockerbox-warszawa/units',
    ]) {
      for (const method of ['GET', 'HEAD']) {
        const response = await apiFetch(path, { method })
        expect(response.status, `${method} ${path}`).toBe(200)
        expect(response.headers.get('x-d1-bookmark'), `${method} ${path}`).toBeNull()
        expect(bookmarkCookie(response), `${method} ${path}`).toBeUndefined()
      }
    }
  })

  it('a bookmark harvested from anonymous GETs skips no cache (issue 30)', async () => {
    const page = '/pl/magazyn-self-storage/lockerbox-warszawa'
    const api = '/api/marketplace/facilities/lockerbox-warszawa'
    await get(page)
    await apiFetch(api)
    await settle()
    // Whatever a visitor can collect without writing: the headers and cookies of an uncached API read and a page.
    const uncached = await apiFetch(`/api/marketplace/facilities?q=harvest${Date.now()}`)
    const harvested = [
      uncached.headers.get('x-d1-bookmark'),
      bookmarkCookie(uncached),
      bookmarkCookie(await get(page)),
    ].filter((value): value is string => Boolean(value))
    expect(harvested).toEqual([])
    // Replayed anyway (an empty value and the last token shape a GET used to carry): still the cached copy.
    for (const token of [...harvested, '', '00000001-00000001-00000001-abc.9999999999.AAAAAAAAAAAAAAAAAAAAAA']) {
      expect((await get(page, { headers: { cookie: `skrytka_d1=${token}` } })).headers.get('x-html-cache')).toMatch(
        /HIT|STALE/,
      )
      expect((await apiFetch(api, { headers: { 'x-d1-bookmark': token } })).headers.get('x-cache')).toMatch(/HIT|STALE/)
    }
  })

  it('a write that retires cached answers hands the browser a short-lived bookmark cookie and API clients the header', async () => {
    const admin = await login(SEED.admin.email, SEED.admin.password)
    const facility = (await (await apiFetch('/api/marketplace/facilities/lockerbox-warszawa')).json()) as { id: number }
    const patch = await apiFetch(`/api/superadmin/facilities/${facility.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { phone: '+48 22 555 00 12' },
    })
    expect(patch.status).toBe(200)
    const bookmark = patch.headers.get('x-d1-bookmark')
    // Signed and expiring (ADR 0042): `<D1 bookmark>.<expiry>.<HMAC>`.
    expect(bookmark).toMatch(/^[0-9a-zA-Z-]+\.\d{10}\.[\w-]{22}$/)
    const setCookie = patch.headers.get('set-cookie') ?? ''
    expect(bookmarkCookie(patch)).toBe(`skrytka_d1=${bookmark}`)
    expect(setCookie).toMatch(/skrytka_d1=[^,]*Max-Age=120/)
    expect(setCookie).toMatch(/skrytka_d1=[^,]*HttpOnly/)
    expect(setCookie).toMatch(/skrytka_d1=[^,]*SameSite=Lax/)
  })

  it('a write that retires nothing (a failed sign-in, a form) hands out no bookmark', async () => {
    const failed = await apiFetch('/api/auth/login', {
      method: 'POST',
      headers: { 'cf-connecting-ip': '198.18.77.1' },
      body: { email: 'nobody@example.com', password: 'wrong-password-1' },
    })
    expect(failed.status).toBe(401)
    expect(failed.headers.get('x-d1-bookmark')).toBeNull()
    expect(bookmarkCookie(failed)).toBeUndefined()
  })

  it('a browser that has just written reads past the KV cache, and its read never refills it', async () => {
    const list = (await (await apiFetch('/api/marketplace/facilities?q=Gda%C5%84sk&limit=5')).json()) as {
      items: { slug: string }[]
    }
    const path = `/api/marketplace/facilities/${list.items[0]!.slug}`
    const bookmark = await writerBookmark()
    expect((await apiFetch(path)).status).toBe(200)
    await settle()
    expect((await apiFetch(path)).headers.get('x-cache')).toBe('HIT')
    const asWriter = await apiFetch(path, { cookie: `skrytka_d1=${bookmark}` })
    expect(asWriter.status).toBe(200)
    expect(asWriter.headers.get('x-cache')).toBe('BYPASS')
    const asClient = await apiFetch(path, { headers: { 'x-d1-bookmark': bookmark } })
    expect(asClient.headers.get('x-cache')).toBe('BYPASS')
    // Not even the writer's read hands a token on.
    expect(asClient.headers.get('x-d1-bookmark')).toBeNull()
    expect((await apiFetch(path)).headers.get('x-cache')).toBe('HIT')
  })

  it('a bookmark the server did not sign, or one that expired, is an anonymous read from the cache', async () => {
    const path = '/api/marketplace/facilities/lockerbox-warszawa'
    const real = await writerBookmark()
    await apiFetch(path)
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
    const bookmark = await writerBookmark()
    await get(path)
    await settle()
    expect((await get(path)).headers.get('x-html-cache')).toMatch(/HIT|STALE/)
    const forged = await get(path, { headers: { cookie: 'skrytka_d1=00000001-00000001-00000001-abc' } })
    expect(forged.headers.get('x-html-cache')).toMatch(/HIT|STALE/)
    const writer = await get(path, { headers: { cookie: `skrytka_d1=${bookmark}` } })
    expect(writer.status).toBe(200)
    expect(writer.headers.get('x-html-cache')).toBeNull()
  })
})
