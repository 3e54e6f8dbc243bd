import type { CurrentUser } from '@api/contract/auth'
import { describe, expect, it } from 'vitest'
import { landingPath } from '~/features/auth/landing'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'
import { eventually } from './mail'

/**
 * Issue 37: what tests/e2e/security-redirects.spec.ts, signin.spec.ts, signin-return.spec.ts, admin-guard.spec.ts
 * and newsletter-opt-in.spec.ts checked page by page in Chromium and needs no browser. The browser keeps the real
 * sign-in journeys (tests/e2e/auth-signin.spec.ts, auth-console.spec.ts) with a hostile `next` landing safely.
 */

/** The 40 open-redirect payloads the browser suite signed in with, one real Argon2id login each. */
const HOSTILE_NEXT = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  'https://evil.example',
  'http://evil.example',
  'HTTPS://evil.example',
  'https:evil.example',
  '//evil.example/%2e%2e',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%0D%0ALocation:%20https://evil.example',
  '/%00//evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '//evil.example@127.0.0.1',
  '/@evil.example',
  'https://127.0.0.1@evil.example',
  '//127.0.0.1.evil.example',
  '/.//evil.example',
  '//%09evil.example',
  '//evil%E3%80%82example',
  'ftp://evil.example',
  'evil.example',
  '/\u3000/evil.example',
  '/\u2028//evil.example',
]

const user = (role: CurrentUser['role']): CurrentUser => ({
  userId: 1,
  role,
  name: 'Test',
  email: 'test@example.test',
  clientId: role === 'CLIENT' ? 1 : null,
})

describe('where sign-in lands (the form calls landingPath with the raw `next` of the address bar)', () => {
  it('has at least 40 hostile payloads', () => {
    expect(HOSTILE_NEXT.length).toBeGreaterThanOrEqual(40)
  })

  it.each(HOSTILE_NEXT)('next=%j lands on this origin: the panel, or a plain path of this site', (next) => {
    const target = landingPath(next, user('CLIENT'), 'pl')
    // What window.location.assign resolves it to stays on the origin ("/@evil.example" is a path of ours).
    const resolved = new URL(target, 'http://127.0.0.1:8787')
    expect(resolved.origin).toBe('http://127.0.0.1:8787')
    expect(target).toMatch(/^\/(?![/\\])/)
    if (!next.startsWith('/@')) expect(target).toBe('/pl/panel-operatora')
  })

  it('honours a safe same-origin next, in another language and with its query', () => {
    expect(landingPath('/en/facilities?q=Gda%C5%84sk', user('CLIENT'), 'pl')).toBe('/en/facilities?q=Gda%C5%84sk')
    expect(landingPath('/pl/magazyny-self-storage?q=Warszawa', user('CLIENT'), 'pl')).toBe(
      '/pl/magazyny-self-storage?q=Warszawa',
    )
  })

  it("without a next, each role lands on its own place in the page's language (issue 29)", () => {
    expect(landingPath(undefined, user('SUPERADMIN'), 'pl')).toBe('/admin')
    expect(landingPath(undefined, user('CLIENT'), 'pl')).toBe('/pl/panel-operatora')
    expect(landingPath(undefined, user('TENANT'), 'en')).toBe('/en/my-inquiries')
    expect(landingPath(undefined, user('TENANT'), 'pl')).toBe('/pl/moje-zapytania')
    // The sign-in page itself as next would be a loop: the role's place wins.
    expect(landingPath('/pl/logowanie?next=%2Fadmin', user('CLIENT'), 'pl')).toBe('/pl/panel-operatora')
  })

  it.each(HOSTILE_NEXT)('the server renders the sign-in page for next=%j with no way off the site', async (next) => {
    const response = await get(`/pl/logowanie?next=${encodeURIComponent(next)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('location')).toBeNull()
    const html = await response.text()
    expect(html).not.toMatch(/<meta[^>]+http-equiv=["']?refresh/i)
    // No link, form, frame or resource of the page points at the payload's host.
    const urls = [...html.matchAll(/\s(?:href|src|action|formaction|srcset|poster|data)="([^"]*)"/gi)].map((m) => m[1]!)
    const base = 'http://127.0.0.1:8787'
    const offSite = urls.filter((raw) => {
      const url = raw.replace(/&amp;/g, '&')
      if (/^\s*(?:javascript|vbscript|data):/i.test(url)) return true
      try {
        return new URL(url, base).origin !== base
      } catch {
        return false
      }
    })
    // The only external links a sign-in page has are its own (the operators' app, the brand's profiles): none to evil.
    expect(offSite.filter((url) => /evil/i.test(url))).toEqual([])
    expect(offSite.filter((url) => !/^(?:https:\/\/|tel:|mailto:)/.test(url))).toEqual([])
  })
})

describe('the console guard (spec §4), answered by the server itself', () => {
  it('sends an anonymous visitor to sign-in with the deep link as next; the API answers 401', async () => {
    const root = await get('/admin')
    expect(root.status).toBeGreaterThanOrEqual(300)
    expect(root.status).toBeLessThan(400)
    expect(root.headers.get('location')).toBe('/pl/logowanie?next=%2Fadmin')
    const deep = await get('/admin/clients?page=2')
    expect(deep.headers.get('location')).toBe(`/pl/logowanie?next=${encodeURIComponent('/admin/clients?page=2')}`)
    expect((await apiFetch('/api/superadmin/clients')).status).toBe(401)
  })

  it('sends a CLIENT user to the home page', async () => {
    const client = await sessionFor(SEED.client.email)
    for (const path of ['/admin', '/admin/users']) {
      const response = await get(path, { headers: { cookie: client } })
      expect(response.status, path).toBeGreaterThanOrEqual(300)
      expect(response.headers.get('location'), path).toBe('/pl')
    }
  })

  it('sends an operator account without a company (never set, or its company deleted) home from the panel, not to a 500', async () => {
    const admin = await sessionFor(SEED.admin.email)
    const email = `orphan-${Date.now()}@example.pl`
    const created = await apiFetch('/api/superadmin/users', {
      method: 'POST',
      cookie: admin,
      body: { email, role: 'CLIENT', name: 'Operator bez firmy', lang: 'en' },
    })
    expect(created.status).toBe(201)
    const orphan = await sessionFor(email)
    for (const [path, home] of [
      ['/pl/panel-operatora', '/pl'],
      ['/en/panel/availability', '/en'],
    ] as const) {
      const response = await get(path, { headers: { cookie: orphan } })
      expect(response.status, path).toBeGreaterThanOrEqual(300)
      expect(response.status, path).toBeLessThan(400)
      expect(response.headers.get('location'), path).toBe(home)
    }
  })

  it('answers an unknown inbox kind with 404 to the superadmin', async () => {
    const admin = await sessionFor(SEED.admin.email)
    expect((await get('/admin/inbox/unknown', { headers: { cookie: admin } })).status).toBe(404)
  })
})

describe('signed-in pages', () => {
  it('renders "My inquiries" to a tenant in English', async () => {
    const tenant = await sessionFor(SEED.tenant.email)
    const response = await get('/en/my-inquiries', { headers: { cookie: tenant } })
    expect(response.status).toBe(200)
    expect(await response.text()).toMatch(/<h1[^>]*>My inquiries<\/h1>/)
  })

  it('the unprefixed legal path /cookies renders the cookie settings', async () => {
    const response = await get('/cookies')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('data-testid="cookie-settings"')
  })
})

describe('newsletter (issue 14, finding 8)', () => {
  type Mail = { kind: string; toEmail: string; body: string; status: string }
  const ip = { 'cf-connecting-ip': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }

  it('the console inbox tells a confirmed sign-up, and the one-click GET leads to the unsubscribe page', async () => {
    const admin = await sessionFor(SEED.admin.email)
    const email = `auth-guards-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`
    expect(
      (await apiFetch('/api/newsletter/subscribe', { method: 'POST', body: { email, lang: 'pl' }, headers: ip }))
        .status,
    ).toBe(202)
    const mailOf = (kind: string) =>
      eventually(async () => {
        const outbox = (await (await apiFetch('/api/superadmin/inbox/outbox?limit=50', { cookie: admin })).json()) as {
          items: Mail[]
        }
        return outbox.items.find((mail) => mail.toEmail === email && mail.kind === kind && mail.status === 'sent')
      })
    const token = /#token=([\w-]+)/.exec((await mailOf('newsletter_confirm')).body)![1]!
    expect((await apiFetch('/api/newsletter/confirm', { method: 'POST', body: { token }, headers: ip })).status).toBe(
      200,
    )

    const inbox = await (await get('/admin/inbox/newsletter', { headers: { cookie: admin } })).text()
    const row = new RegExp(`<tr[^>]*>(?:(?!</tr>).)*${email.replace(/[.]/g, '\\.')}(?:(?!</tr>).)*</tr>`, 's').exec(
      inbox,
    )
    expect(row?.[0]).toContain('potwierdzony')

    const link = /https?:\/\/\S+\/newsletter\/one-click\S*/.exec((await mailOf('newsletter_welcome')).body)![0]!
    const oneClick = new URL(link)
    expect(oneClick.pathname).toBe('/newsletter/one-click')
    const answer = await get(oneClick.pathname + oneClick.search)
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toMatch(/^\/pl\/newsletter\/wypisz#/)
  })
})
