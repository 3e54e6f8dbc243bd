import { describe, expect, it } from 'vitest'
import { SEED, apiFetch, retireCaches } from './api-helpers'
import { loginAs } from './panel-helpers'
import { get } from './http'

/**
 * Issue 19: signed-in visitors see their account menu, yet public HTML stays one shared, cacheable document. Public
 * pages render without the visitor's cookies (worker/app.ts), and the menu is drawn in the browser from /api/user/me.
 */
const settle = () => new Promise((r) => setTimeout(r, 400))
const CLIENT_B = { email: 'operator-sunbox@skrytka.test', password: SEED.client.password }

describe('signed-in visits and the edge HTML cache', () => {
  it('a page a signed-in operator caused to be cached holds nothing of theirs for the next, anonymous visitor', async () => {
    const cookie = await loginAs(SEED.client)
    const me = (await (await apiFetch('/api/user/me', { cookie })).json()) as {
      user: { name: string; email: string; client: { companyName: string } }
    }
    const session = cookie.split('=')[1]!
    const path = '/pl/magazyn-self-storage/lockerbox-warszawa'
    await retireCaches()
    const signedIn = await get(path, { headers: { cookie } })
    expect(signedIn.status).toBe(200)
    expect(signedIn.headers.get('x-html-cache')).toBe('MISS')
    expect(signedIn.headers.get('set-cookie')).toBeNull()
    const signedInHtml = await signedIn.text()
    await settle()
    const anonymous = await get(path)
    expect(anonymous.headers.get('x-html-cache')).toBe('HIT')
    const html = await anonymous.text()
    for (const html_ of [html, signedInHtml]) {
      for (const secret of [me.user.email, me.user.name, session, 'Wyloguj', 'Panel operatora'])
        expect(html_).not.toContain(secret)
    }
    // The anonymous copy is byte for byte the signed-in one, its nonce aside.
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')![1]!
    expect(html.replaceAll(nonceOf(anonymous), 'N')).toBe(signedInHtml.replaceAll(nonceOf(signedIn), 'N'))
  })

  it('a signed-in visitor is served the shared copy too (one render for everyone)', async () => {
    const path = `/pl/magazyny-self-storage?q=shared-${Date.now()}`
    await (await get(path)).text()
    await settle()
    const cookie = await loginAs(CLIENT_B)
    const hit = await get(path, { headers: { cookie } })
    expect(hit.headers.get('x-html-cache')).toBe('HIT')
    expect(await hit.text()).not.toContain(CLIENT_B.email)
  })

  it('the panel and "my inquiries" are never cached and never shared', async () => {
    const client = await loginAs(SEED.client)
    const tenant = await loginAs(SEED.tenant)
    for (const [path, cookie] of [
      ['/pl/panel-operatora', client],
      ['/en/panel/inquiries', client],
      ['/pl/panel-operatora/dostepnosc', client],
      ['/pl/moje-zapytania', tenant],
      ['/en/my-inquiries', tenant],
    ] as const) {
      const page = await get(path, { headers: { cookie } })
      expect(page.status, path).toBe(200)
      expect(page.headers.get('cache-control'), path).toBe('private, no-store')
      expect(page.headers.get('x-html-cache'), path).toBeNull()
      expect(await page.text(), path).toContain('noindex')
      const anonymous = await get(path)
      expect(anonymous.status, path).toBeGreaterThanOrEqual(300)
      expect(anonymous.status, path).toBeLessThan(400)
      expect(anonymous.headers.get('location'), path).toMatch(/\/(pl\/logowanie|en\/signin)\?next=/)
      expect(anonymous.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })

  it("a role without access is sent home, in the page's language", async () => {
    const tenant = await loginAs(SEED.tenant)
    const refused = await get('/en/panel', { headers: { cookie: tenant } })
    expect(refused.headers.get('location')).toMatch(/\/en$/)
    const client = await loginAs(SEED.client)
    expect((await get('/pl/moje-zapytania', { headers: { cookie: client } })).headers.get('location')).toMatch(/\/pl$/)
  })
})
