import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { freshNip } from './nip'

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
    nip: 'PL 526-025-02-74',
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

/**
 * Issue 25: the business row and its mail are one transaction. A trigger makes the outbox refuse rows about one
 * address (a failure the mail write can meet in production: a full database, a constraint), and the form must
 * then have stored nothing; with the trigger gone, the same form stores its row and every mail about it.
 */
describe('a form and its mail are written together', () => {
  const addressFor = (form: string) => `atomic-${form}-${Date.now()}@example.pl`
  const refuseMailAbout = (address: string) =>
    d1(
      `CREATE TRIGGER test_outbox_refuses BEFORE INSERT ON outbox
       WHEN NEW.to_email = '${address}' OR NEW.reply_to = '${address}'
       BEGIN SELECT RAISE(ABORT, 'injected outbox failure'); END`,
    )
  const forms = [
    ['inquiry', '/api/forms/facilities/lockerbox-warszawa/inquiries', valid.inquiry, 'inquiries'],
    ['demo', '/api/forms/demo-request', valid.demo, 'demo_requests'],
    ['trial', '/api/forms/trial-start', valid.trial, 'trial_requests'],
    ['newsletter', '/api/newsletter/subscribe', valid.newsletter, 'newsletter_subscriptions'],
  ] as const
  const rowsOf = (table: string, email: string) =>
    d1<{ id: number }>(`SELECT id FROM ${table} WHERE email = ?`, email).map((row) => row.id)
  const mailsAbout = (table: string, id: number) =>
    d1<{ kind: string }>('SELECT kind FROM outbox WHERE ref_table = ? AND ref_id = ? ORDER BY id', table, id).map(
      (row) => row.kind,
    )

  it.each(forms)('%s: a mail that cannot be queued leaves no row either', async (form, path, body, table) => {
    const email = addressFor(form)
    refuseMailAbout(email)
    try {
      const response = await apiFetch(path, {
        method: 'POST',
        // A trial with a NIP that has an account mails its owner, not the requester (issue 42): each its own.
        body: { ...body, email, ...(form === 'trial' ? { nip: freshNip() } : {}) },
        headers: { 'cf-connecting-ip': `10.129.0.${forms.findIndex(([f]) => f === form) + 1}` },
      })
      expect(response.status).toBeGreaterThanOrEqual(500)
      expect(rowsOf(table, email)).toEqual([])
      expect(d1('SELECT 1 FROM outbox WHERE to_email = ? OR reply_to = ?', email, email)).toEqual([])
    } finally {
      d1('DROP TRIGGER IF EXISTS test_outbox_refuses')
    }
  })

  it.each(forms)('%s: a form that succeeds has queued every mail about its row', async (form, path, body, table) => {
    const email = addressFor(form)
    const response = await apiFetch(path, {
      method: 'POST',
      body: { ...body, email, ...(form === 'trial' ? { nip: freshNip() } : {}) },
      headers: { 'cf-connecting-ip': `10.129.1.${forms.findIndex(([f]) => f === form) + 1}` },
    })
    expect(response.status).toBeLessThan(300)
    const [id] = rowsOf(table, email)
    expect(id).toBeDefined()
    const expected = {
      inquiry: ['inquiry', 'inquiry_copy', 'inquiry_panel'],
      demo: ['demo_confirmation', 'demo_request'],
      trial: ['trial_confirmation', 'trial_request'],
      newsletter: ['newsletter_confirm'],
    }[form]
    expect([...new Set(mailsAbout(table, id!))].sort()).toEqual(expected)
    // The operator's panel link names the new inquiry: its id came from SQL, in the same batch.
    if (form === 'inquiry') {
      const [panel] = d1<{ data: string }>(
        "SELECT data FROM outbox WHERE kind = 'inquiry_panel' AND ref_table = 'inquiries' AND ref_id = ?",
        id!,
      )
      expect((JSON.parse(panel!.data) as { inquiryId: number }).inquiryId).toBe(id)
    }
  })
})
