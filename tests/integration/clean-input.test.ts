import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'

/** Issue 14, finding 5: text no form should store, and links that mean something else than they seem. */
let admin = ''
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

const ip = () => ({
  'cf-connecting-ip': `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
})
const post = (path: string, body: unknown) => apiFetch(path, { method: 'POST', body, headers: ip() })
const total = async (kind: string) =>
  ((await (await apiFetch(`/api/superadmin/inbox/${kind}?limit=1`, { cookie: admin })).json()) as { total: number })
    .total
const demo = { name: 'Jan Kowal', email: 'jan@example.pl', phone: '600100200' }
const inquiry = { name: 'Anna Nowak', email: 'anna@example.pl', phone: '600100200' }

describe('control characters and lone surrogates', () => {
  it.each([
    ['name', { ...demo, name: 'Jan\r\nBcc: all@evil.example' }],
    ['name', { ...demo, name: 'Jan\u0000Kowal' }],
    ['email', { ...demo, email: 'jan\u0000@example.pl' }],
    ['phone', { ...demo, phone: '600\t100200' }],
    ['name', { ...demo, name: 'Jan \ud800 Kowal' }],
    ['message', { ...demo, message: 'Dzień dobry\u0007' }],
  ])(
    'a demo request with a bad %s is refused with a field message, and nothing is stored or sent',
    async (field, body) => {
      const [requests, outbox] = [await total('demo-requests'), await total('outbox')]
      const response = await post('/api/forms/demo-request', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: field, message: 'invalidCharacters' }],
      })
      expect([await total('demo-requests'), await total('outbox')]).toEqual([requests, outbox])
    },
  )

  it('keeps line breaks and tabs in a multi-line message, and refuses them in a one-line field', async () => {
    const message = 'Dzień dobry,\r\n\tproszę o ofertę.\nAnna'
    expect((await post('/api/forms/facilities/lockerbox-warszawa/inquiries', { ...inquiry, message })).status).toBe(201)
    expect(
      (await post('/api/forms/facilities/lockerbox-warszawa/inquiries', { ...inquiry, name: message })).status,
    ).toBe(400)
  })

  it.each([
    ['/api/newsletter/subscribe', { email: 'x\u0000@example.pl', lang: 'pl' }],
    ['/api/forms/facilities/lockerbox-warszawa/inquiries', { ...inquiry, name: 'Anna\nNowak' }],
    [
      '/api/forms/trial-start',
      {
        name: 'Firma\u001b',
        nip: '5260250274',
        street: 'Długa',
        buildingNumber: '1',
        postalCode: '00-001',
        city: 'Warszawa',
        country: 'PL',
        email: 't@example.pl',
        phone: '600100200',
      },
    ],
  ])('%s refuses control characters', async (path, body) => {
    const response = await post(path, body)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { issues: { message: string }[] }).issues[0]!.message).toBe('invalidCharacters')
  })

  it('the console refuses them too, with a Polish message', async () => {
    const body = {
      clientId: 1,
      name: 'Magazyn\r\nX',
      location: { street: 'Długa', buildingNumber: '1', postalCode: '00-001', city: 'Warszawa' },
    }
    const response = await apiFetch('/api/superadmin/facilities', { method: 'POST', cookie: admin, body })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      issues: [{ path: 'name', message: 'Usuń niedozwolone znaki (np. znaki sterujące)' }],
    })
  })
})

describe('rich HTML links', () => {
  it('stores backslash and entity tricks as the off-site links they are', async () => {
    const bodyHtml =
      '<p><a href="/\\evil.example/a">a</a> <a href="/&#47;evil.example/b">b</a> <a href="/pl/kontakt">c</a></p>'
    const location = { street: 'Długa', buildingNumber: '2', postalCode: '00-001', city: 'Warszawa' }
    const created = await apiFetch('/api/superadmin/facilities', {
      method: 'POST',
      cookie: admin,
      body: { clientId: 1, name: 'Linki Test', location },
    })
    const { id } = (await created.json()) as { id: number }
    const response = await apiFetch(`/api/superadmin/facilities/${id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { richContent: { bodyHtml } },
    })
    expect(response.status).toBe(200)
    const stored = ((await response.json()) as { richContent: { bodyHtml: string } }).richContent.bodyHtml
    expect(stored).toBe(
      '<p><a href="https://evil.example/a">a</a> <a href="https://evil.example/b">b</a> <a href="/pl/kontakt">c</a></p>',
    )
  })
})

/** Issue 30: e-mail fields hold an address only; names and notes hold no invisible reordering or joining marks. */
describe('input hygiene', () => {
  it.each([
    'jan@example.pl?cc=boss@example.pl',
    'jan@example.pl&bcc=spy@evil.example',
    'jan%0Abcc@example.pl',
    'tenant@skrytka.test\u200b',
  ])('an inquiry from %j is refused as an invalid e-mail, and nothing is stored', async (email) => {
    const before = await total('inquiries')
    const response = await post('/api/forms/facilities/lockerbox-warszawa/inquiries', { ...inquiry, email })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { issues: { path: string; message: string }[] }
    expect(body.issues[0]).toMatchObject({ path: 'email' })
    expect(await total('inquiries')).toBe(before)
  })

  it.each([
    ['name', { ...inquiry, name: 'Anna\u200bNowak' }],
    ['name', { ...inquiry, name: 'Anna \u202ekawoN' }],
    ['message', { ...inquiry, message: 'Proszę o kontakt\u2066ukryte\u2069' }],
  ])(
    'an inquiry with a zero-width or bidi character in its %s is refused with a field message',
    async (field, body) => {
      const response = await post('/api/forms/facilities/lockerbox-warszawa/inquiries', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: field, message: 'invalidCharacters' }],
      })
    },
  )

  it('an operator note with a bidi override is refused; a plain one is saved', async () => {
    const operator = await sessionFor(SEED.client.email)
    const list = (await (await apiFetch('/api/panel/inquiries?limit=1', { cookie: operator })).json()) as {
      items: { id: number }[]
    }
    const id = list.items[0]!.id
    const patch = (note: string) =>
      apiFetch(`/api/panel/inquiries/${id}`, { method: 'PATCH', cookie: operator, body: { note } })
    const refused = await patch('Oddzwonić \u202ejutro')
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({ issues: [{ path: 'note', message: 'invalidCharacters' }] })
    expect((await patch('Oddzwonić jutro')).status).toBe(200)
  })

  it('a unit price is stored in grosze, whatever noise it was sent with', async () => {
    const operator = await sessionFor(SEED.client.email)
    const overview = (await (await apiFetch('/api/panel/overview', { cookie: operator })).json()) as {
      facilities: { id: number; slug: string }[]
    }
    const facility = overview.facilities.find((f) => f.slug === 'lockerbox-warszawa')!
    const units = (await (
      await apiFetch(`/api/panel/facilities/${facility.id}/units`, { cookie: operator })
    ).json()) as {
      units: { id: number }[]
    }
    const saved = await apiFetch(`/api/panel/units/${units.units[0]!.id}`, {
      method: 'PATCH',
      cookie: operator,
      body: { priceMonthly: 149.500000001 },
    })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as { priceMonthly: number }).priceMonthly).toBe(149.5)
  })
})
