import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'
import { XSS_PAYLOADS } from '../security-xss-payloads'

/**
 * 30 XSS payloads saved through the admin API into a facility's rich content and FAQ, in the batches
 * tests/e2e/security-xss.spec.ts loaded one page each for: what the API stores is the sanitized form, and the public
 * page the server renders carries none of it as markup. That nothing executes in a real page is
 * tests/e2e/auth-console.spec.ts's journey, with all 30 on one page.
 */
const SLOTS = ['bodyHtml', 'storageInfoHtml', 'tipsHtml', 'title', 'lead', 'question', 'answer'] as const
const batches = Array.from({ length: Math.ceil(XSS_PAYLOADS.length / SLOTS.length) }, (_, i) =>
  XSS_PAYLOADS.slice(i * SLOTS.length, (i + 1) * SLOTS.length),
)

let admin = ''
let facility = { id: 0, slug: '' }
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const address = { street: 'Półwiejska', buildingNumber: '7', postalCode: '61-001', city: 'Poznań' }
  const client = await apiFetch('/api/superadmin/clients', {
    method: 'POST',
    cookie: admin,
    body: {
      user: { email: `xss-${stamp}@example.test` },
      companyName: `XSS ${stamp}`,
      contactName: 'Jan Testowy',
      phone: '600100200',
      billingAddress: address,
    },
  })
  expect(client.status).toBe(201)
  const created = await apiFetch('/api/superadmin/facilities', {
    method: 'POST',
    cookie: admin,
    body: {
      clientId: ((await client.json()) as { id: number }).id,
      name: `Magazyn XSS ${stamp}`,
      email: 'obiekt@example.pl',
      phone: '',
      latitude: 52.4064,
      longitude: 16.9252,
      location: address,
    },
  })
  expect(created.status).toBe(201)
  facility = (await created.json()) as { id: number; slug: string }
})

/** The page's HTML with its own scripts (those carrying the CSP nonce) taken out; any other script is foreign. */
function foreignMarkup(html: string, csp: string) {
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
  expect(nonce).toBeTruthy()
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0])
  expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([])
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
}

describe('XSS payloads in rich content and FAQ', () => {
  it('has at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(batches.map((batch, index) => [index + 1, batch] as const))(
    'batch %i: stored sanitized, and the server renders none of it as markup',
    async (_, batch) => {
      const slot = (name: (typeof SLOTS)[number]) => batch[SLOTS.indexOf(name)] ?? 'ok'
      const richContent = {
        title: slot('title'),
        lead: slot('lead'),
        bodyHtml: slot('bodyHtml'),
        storageInfoHtml: slot('storageInfoHtml'),
        tipsHtml: slot('tipsHtml'),
        faq: [{ question: slot('question'), answer: slot('answer') }],
      }
      const patch = await apiFetch(`/api/superadmin/facilities/${facility.id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { richContent },
      })
      expect(patch.status).toBe(200)
      const stored = JSON.stringify(
        (
          (await (await apiFetch(`/api/superadmin/facilities/${facility.id}`, { cookie: admin })).json()) as {
            richContent: unknown
          }
        ).richContent,
      )
      expect(stored).not.toMatch(
        /<script|<iframe|<svg|<object|<embed|<base|<meta|<link|\son\w+=|javascript:|data:text/i,
      )

      const response = await get(`/pl/magazyn-self-storage/${facility.slug}`)
      expect(response.status).toBe(200)
      const html = foreignMarkup(await response.text(), response.headers.get('content-security-policy') ?? '')
      // No tag of the page carries the payload's code, in an attribute or as a frame, object or refresh.
      expect([...html.matchAll(/<[a-z][^>]*>/gi)].map((m) => m[0]).filter((tag) => tag.includes('__xss'))).toEqual([])
      expect(html).not.toMatch(/<(?:iframe|object|embed|base|frame)\b|<meta[^>]+http-equiv=["']?refresh/i)
      expect(html).not.toMatch(/(?:href|src|action|data)\s*=\s*["']?\s*(?:javascript|vbscript|data:text)/i)
    },
  )
})
