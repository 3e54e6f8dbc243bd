import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'

let admin = ''
const total = async (kind: string) => {
  const response = await apiFetch(`/api/superadmin/inbox/${kind}?limit=1`, { cookie: admin })
  expect(response.status).toBe(200)
  return ((await response.json()) as { total: number }).total
}

beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

const valid = {
  newsletter: { email: 'czytelnik@example.pl', lang: 'pl' },
  demo: {
    name: 'Jan Kowalski',
    email: 'jan@example.pl',
    phone: '+48 600 100 200',
    message: 'Proszę o kontakt',
    contactTime: '10-11',
    company: '',
  },
  trial: {
    name: 'Magazyny Kowalski',
    nip: 'PL 123-456-78-90',
    street: 'Długa',
    buildingNumber: '5',
    apartmentNumber: '',
    postalCode: '00-001',
    city: 'Warszawa',
    country: 'PL',
    email: 'trial@example.pl',
    phone: '600100200',
    company: '',
  },
  inquiry: {
    name: 'Anna Nowak',
    email: 'anna@example.pl',
    phone: '600 200 300',
    sizeM2: 5,
    period: 'medium',
    message: 'Czy jest dostępny boks?',
    sourceUrl: 'http://x/pl',
    website: '',
  },
}

const endpoints = [
  ['newsletter', '/api/newsletter/subscribe', valid.newsletter, 'email'],
  ['demo-requests', '/api/forms/demo-request', valid.demo, 'name'],
  ['trial-requests', '/api/forms/trial-start', valid.trial, 'nip'],
  ['inquiries', '/api/forms/facilities/lockerbox-warszawa/inquiries', valid.inquiry, 'phone'],
] as const

describe.each(endpoints)('%s', (kind, path, body, requiredField) => {
  it('stores valid input', async () => {
    const before = await total(kind)
    const response = await apiFetch(path, { method: 'POST', body })
    expect(response.status).toBeLessThan(300)
    expect(await total(kind)).toBe(before + 1)
  })

  const { [requiredField]: _omitted, ...missing } = body as Record<string, unknown>
  it.each([
    ['missing field', JSON.stringify(missing), 400],
    ['wrong type', JSON.stringify({ ...body, [requiredField]: 12345 }), 400],
    ['malformed JSON', '{"email": ', 400],
    ['an array body', '[]', 400],
    ['oversized body', JSON.stringify({ ...body, message: 'x'.repeat(40_000) }), 413],
  ])('rejects %s with a code and stores nothing', async (_label, rawBody, status) => {
    const before = await total(kind)
    const response = await apiFetch(path, { method: 'POST', rawBody })
    expect(response.status).toBe(status)
    const error = (await response.json()) as { code: string }
    expect(error.code).toBe(status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_ERROR')
    expect(await total(kind)).toBe(before)
  })
})

describe('inquiries', () => {
  it('accepts only the required fields (optional ones absent, not blank)', async () => {
    const before = await total('inquiries')
    const response = await apiFetch('/api/forms/facilities/lockerbox-warszawa/inquiries', {
      method: 'POST',
      body: { name: 'Ola', email: 'ola@example.pl', phone: '600 300 400' },
    })
    expect(response.status).toBe(201)
    expect(await total('inquiries')).toBe(before + 1)
  })

  it('answers FACILITY_NOT_FOUND for an unknown facility', async () => {
    const response = await apiFetch('/api/forms/facilities/nie-ma-takiego/inquiries', {
      method: 'POST',
      body: valid.inquiry,
    })
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: string }).code).toBe('FACILITY_NOT_FOUND')
  })

  it('answers FACILITY_HAS_NO_EMAIL but keeps the inquiry for the platform team', async () => {
    const list = await apiFetch('/api/marketplace/facilities?limit=100')
    const { items } = (await list.json()) as { items: { slug: string; email: string | null }[] }
    const noEmail = items.find((item) => !item.email)
    expect(noEmail).toBeDefined()
    const before = await total('inquiries')
    const response = await apiFetch(`/api/forms/facilities/${noEmail!.slug}/inquiries`, {
      method: 'POST',
      body: valid.inquiry,
    })
    expect(response.status).toBe(422)
    expect(((await response.json()) as { code: string }).code).toBe('FACILITY_HAS_NO_EMAIL')
    expect(await total('inquiries')).toBe(before + 1)
  })

  it('treats a filled honeypot as success but sends no e-mail', async () => {
    const outboxBefore = await total('outbox')
    const response = await apiFetch('/api/forms/facilities/lockerbox-warszawa/inquiries', {
      method: 'POST',
      body: { ...valid.inquiry, website: 'http://spam' },
    })
    expect(response.status).toBe(201)
    expect(await total('outbox')).toBe(outboxBefore)
  })
})

describe('newsletter', () => {
  it('is idempotent for the same e-mail and language, with the same answer', async () => {
    const body = { email: 'powtorka@example.pl', lang: 'en' }
    expect((await apiFetch('/api/newsletter/subscribe', { method: 'POST', body })).status).toBe(202)
    const before = await total('newsletter')
    const again = await apiFetch('/api/newsletter/subscribe', {
      method: 'POST',
      body: { ...body, email: 'POWTORKA@example.pl' },
    })
    expect(again.status).toBe(202)
    expect(await total('newsletter')).toBe(before)
  })
})
