import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Onboarding, PublicationQueue } from '@api/contract/onboarding'
import { freshNip } from './nip'
import type { PanelUnit } from '@api/contract/panel'
import { activeAlert, uniqueEmail, until } from './alerts-helpers'
import { SEED, apiFetch, retireCaches, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { get } from './http'
import { arrived } from './mail'

/**
 * Issue 42, part C: an operator's facility is a draft nobody else sees, is submitted only with what a public page
 * needs, and the superadmin publishes it (never for a company the registers refused) or rejects it with a reason;
 * the operator hears of either in its own language.
 */
const tag = Date.now().toString(36)
/** A town of this file's own, so lists, cities and alerts there hold only what this file puts there. */
const CITY = `Szkicowo${tag.slice(-4)}`
const HERE = { lat: 50.8712, lon: 20.6317 }
/** A unit size no seeded unit has: only this file's searches and units meet at it. */
const SIZE = 60 + (Date.now() % 40) / 10

type Company = { clientId: number; email: string; cookie: string; nip: string }
const companies: Company[] = []
let admin = ''
let other: Company

async function company(label: string, lang: 'pl' | 'en' = 'pl', verification = 'unverified'): Promise<Company> {
  // Each company its own NIP: one company per NIP (migration 0047).
  const nip = freshNip()
  const [row] = d1<{ id: number }>(
    `INSERT INTO clients (company_name, contact_name, phone, street, building_number, postal_code, city, nip, plan, verification_status)
     VALUES (?, 'Test', '+48 600 000 000', 'Próbna', '7', '25-001', 'Kielce', ?, 'trial', ?) RETURNING id`,
    `Firma ${label} ${tag}`,
    nip,
    verification,
  )
  const email = `onb-${label}-${tag}@example.pl`
  d1(
    "INSERT INTO users (email, password_hash, role, client_id, lang) VALUES (?, 'unused', 'CLIENT', ?, ?)",
    email,
    row!.id,
    lang,
  )
  const made = { clientId: row!.id, email, cookie: await sessionFor(email), nip }
  companies.push(made)
  return made
}

async function call<T = Record<string, unknown>>(cookie: string, method: string, path: string, body?: unknown) {
  const response = await apiFetch(path, { method, cookie, ...(body === undefined ? {} : { body }) })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T }
}

const draftBody = (name: string) => ({
  name,
  street: 'Szkicowa',
  buildingNumber: '3',
  apartmentNumber: '',
  postalCode: '25-100',
  city: CITY,
  latitude: String(HERE.lat).replace('.', ','),
  longitude: HERE.lon,
  email: 'biuro@example.pl',
  phone: '+48 41 100 20 30',
})

async function draft(who: Company, name: string) {
  const created = await call<{ id: number; slug: string }>(who.cookie, 'POST', '/api/panel/facilities', draftBody(name))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body
}

/** A unit with a price and a Polish description: what submit asks for beyond the draft's own fields. */
async function complete(who: Company, facilityId: number, code = 'A1') {
  const unit = await call<{ unit: PanelUnit }>(who.cookie, 'POST', `/api/panel/facilities/${facilityId}/units`, {
    code,
    sizeM2: String(SIZE).replace('.', ','),
    type: 'standard',
    priceMonthly: '321',
  })
  expect(unit.status).toBe(201)
  const profile = await call(who.cookie, 'PATCH', `/api/panel/facilities/${facilityId}`, {
    description: { pl: 'Boksy przy obwodnicy, wjazd od ulicy.' },
  })
  expect(profile.status).toBe(200)
  return unit.body.unit
}

const submit = (who: Company, id: number) => call(who.cookie, 'POST', `/api/panel/facilities/${id}/submit`)
const row = (id: number) =>
  d1<{ active: number; publication: string; publication_note: string | null; submitted_at: string | null }>(
    'SELECT active, publication, publication_note, submitted_at FROM facilities WHERE id = ?',
    id,
  )[0]!

/** Everything the public reads that could show a facility, each asked for this one. */
async function publicTraces(f: { id: number; slug: string }) {
  const list = await get(`/api/marketplace/facilities?q=${encodeURIComponent(CITY)}&limit=48`)
  const near = await get(`/api/marketplace/facilities?lat=${HERE.lat}&lon=${HERE.lon}&radius=5&limit=48`)
  const map = await get(`/api/marketplace/facilities?lat=${HERE.lat}&lon=${HERE.lon}&radius=5&map=1`)
  const ids = (body: unknown) => ((body as { items: { id: number }[] }).items ?? []).map((x) => x.id)
  const sitemap = await (await get('/sitemaps/facilities-1.xml')).text()
  const cities = (await (await get('/api/marketplace/cities')).json()) as { items?: { name: string }[] } | unknown[]
  const cityNames = JSON.stringify(cities)
  return {
    list: ids(await list.json()).includes(f.id),
    near: ids(await near.json()).includes(f.id),
    map: ids(await map.json()).includes(f.id),
    bySlug: (await get(`/api/marketplace/facilities/${f.slug}`)).status,
    byId: (await get(`/api/marketplace/facilities/${f.id}`)).status,
    units: (await get(`/api/marketplace/facilities/${f.slug}/units`)).status,
    page: (await get(`/pl/magazyn-self-storage/${f.slug}`)).status,
    sitemap: sitemap.includes(`/${f.slug}<`),
    city: cityNames.includes(CITY),
  }
}

beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
  other = await company('other')
})

afterAll(async () => {
  for (const c of companies) {
    const facilities = d1<{ id: number }>('SELECT id FROM facilities WHERE client_id = ?', c.clientId).map((f) => f.id)
    for (const id of facilities) {
      d1('DELETE FROM alert_matches WHERE unit_id IN (SELECT id FROM units WHERE facility_id = ?)', id)
      d1('DELETE FROM alert_events WHERE unit_id IN (SELECT id FROM units WHERE facility_id = ?)', id)
      d1('DELETE FROM unit_price_changes WHERE facility_id = ?', id)
      d1('DELETE FROM description_changes WHERE facility_id = ?', id)
      d1('DELETE FROM units WHERE facility_id = ?', id)
      d1('DELETE FROM facilities WHERE id = ?', id)
    }
    d1('DELETE FROM company_checks WHERE client_id = ?', c.clientId)
    d1('DELETE FROM users WHERE client_id = ?', c.clientId)
    d1('DELETE FROM clients WHERE id = ?', c.clientId)
  }
  // The published facility is gone from D1: its cached list answers go too, for the files after this one.
  await retireCaches()
})

describe('the first-run checklist and the company data', () => {
  it('shows the four steps from what the trial created, and saves corrected data with the same schema', async () => {
    const who = await company('check')
    const first = await call<Onboarding>(who.cookie, 'GET', '/api/panel/onboarding')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({
      firstRun: true,
      company: { companyName: `Firma check ${tag}`, nip: who.nip, city: 'Kielce', postalCode: '25-001' },
      verification: 'unverified',
      facilities: [],
      steps: { company: true, verification: false, facility: false, submitted: false },
    })

    const bad = await call<{ issues: { path: string; message: string }[] }>(who.cookie, 'PATCH', '/api/panel/company', {
      companyName: ' ',
      nip: '527-000',
      street: 'Nowa',
      buildingNumber: '1',
      postalCode: '25100',
      city: 'Kielce',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.issues.map((i) => `${i.path}:${i.message}`).sort()).toEqual([
      'companyName:companyName',
      'nip:nip',
      'postalCode:postalCode',
    ])

    // Typed with dashes, stored as its ten digits.
    const corrected = freshNip()
    const good = await call(who.cookie, 'PATCH', '/api/panel/company', {
      companyName: 'Skrytka Kielce sp. z o.o.',
      nip: corrected.replace(/^(\d{3})(\d{3})(\d{2})(\d{2})$/, '$1-$2-$3-$4'),
      street: 'Nowa',
      buildingNumber: '1',
      apartmentNumber: '',
      postalCode: '25-100',
      city: 'Kielce',
    })
    expect(good.status).toBe(200)
    const after = await call<Onboarding>(who.cookie, 'GET', '/api/panel/onboarding')
    expect(after.body.company).toEqual({
      companyName: 'Skrytka Kielce sp. z o.o.',
      nip: corrected,
      street: 'Nowa',
      buildingNumber: '1',
      apartmentNumber: null,
      postalCode: '25-100',
      city: 'Kielce',
    })
    expect(
      d1("SELECT action FROM audit_log WHERE client_id = ? AND action = 'company.data'", who.clientId),
    ).toHaveLength(1)
  })

  it('keeps a NIP the registers have judged: a new one is refused with its field key', async () => {
    const who = await company('nip', 'pl', 'verified')
    const changed = await call<{ issues: { path: string; message: string }[] }>(
      who.cookie,
      'PATCH',
      '/api/panel/company',
      {
        companyName: 'Inna',
        nip: '5270000024',
        street: 'Nowa',
        buildingNumber: '1',
        postalCode: '25-100',
        city: 'Kielce',
      },
    )
    expect(changed.status).toBe(400)
    expect(changed.body.issues).toEqual([{ path: 'nip', message: 'nipLocked' }])
    expect(d1<{ nip: string }>('SELECT nip FROM clients WHERE id = ?', who.clientId)[0]!.nip).toBe(who.nip)
  })

  it('a paying company cannot take a NIP another company holds: its field key, not a 500', async () => {
    const [first, second] = [await company('taken-a', 'pl', 'verified'), await company('taken-b')]
    d1("UPDATE clients SET plan = 'active' WHERE id = ?", second.clientId)
    const taken = await call<{ issues: { path: string; message: string }[] }>(
      second.cookie,
      'PATCH',
      '/api/panel/company',
      {
        companyName: 'Druga',
        nip: first.nip,
        street: 'Nowa',
        buildingNumber: '1',
        postalCode: '25-100',
        city: 'Kielce',
      },
    )
    expect(taken.status).toBe(400)
    expect(taken.body.issues).toEqual([{ path: 'nip', message: 'nipTaken' }])
  })
})

describe('a new facility is a draft nobody else sees', () => {
  it('takes a draft without its optional keys (a client that leaves them out gets a draft, not a 500)', async () => {
    const who = await company('sparse')
    const { email: _e, phone: _p, apartmentNumber: _a, ...required } = draftBody('Szkic bez kontaktu')
    const created = await call<{ id: number }>(who.cookie, 'POST', '/api/panel/facilities', required)
    expect(created.status).toBe(201)
    const edited = await call(who.cookie, 'PATCH', `/api/panel/facilities/${created.body.id}/basics`, required)
    expect(edited.status).toBe(200)
    expect(d1('SELECT email, phone, apartment_number FROM facilities WHERE id = ?', created.body.id)).toEqual([
      { email: null, phone: null, apartment_number: null },
    ])
  })
  it('refuses bad input with the field keys the form shows, and stores nothing', async () => {
    const who = await company('bad')
    const response = await call<{ issues: { path: string; message: string }[] }>(
      who.cookie,
      'POST',
      '/api/panel/facilities',
      {
        ...draftBody(''),
        latitude: '0',
        longitude: 'x',
        email: 'not-an-address',
        postalCode: '2510',
      },
    )
    expect(response.status).toBe(400)
    expect(response.body.issues.map((i) => `${i.path}:${i.message}`).sort()).toEqual([
      'email:emailInvalid',
      'latitude:latitude',
      'longitude:longitude',
      'name:facilityName',
      'postalCode:postalCode',
    ])
    expect(d1('SELECT id FROM facilities WHERE client_id = ?', who.clientId)).toHaveLength(0)
  })

  it('stores the draft inactive, and no public read shows it: lists, map, city, sitemap, its page, alerts', async () => {
    const who = await company('draft')
    const alertEmail = uniqueEmail('draft-alert')
    await activeAlert(alertEmail, {
      lat: String(HERE.lat),
      lon: String(HERE.lon),
      place: CITY,
      radius: '2',
      minSize: String(SIZE - 0.2),
      maxSize: String(SIZE + 0.2),
    })
    const f = await draft(who, `Skrytka Szkic ${tag}`)
    expect(row(f.id)).toMatchObject({ active: 0, publication: 'draft', submitted_at: null })
    const unit = await complete(who, f.id)

    expect(await publicTraces(f)).toEqual({
      list: false,
      near: false,
      map: false,
      bySlug: 404,
      byId: 404,
      units: 404,
      page: 404,
      sitemap: false,
      city: false,
    })
    // The unit's "created" event was matched and alerted nobody: the matcher reads only active facilities.
    await until(
      () =>
        d1<{ done_at: number | null }>('SELECT done_at FROM alert_events WHERE unit_id = ?', unit.id).every(
          (e) => e.done_at !== null,
        ),
      'the new unit to be matched',
    )
    expect(d1('SELECT 1 FROM alert_matches WHERE unit_id = ?', unit.id)).toHaveLength(0)
    // Nor can anyone ask about it or reserve in it.
    const inquiry = await apiFetch(`/api/forms/facilities/${f.slug}/inquiries`, {
      method: 'POST',
      body: { name: 'Anna', email: 'anna@example.pl', phone: '+48 600 100 200', sizeM2: 3, period: null },
      headers: { 'cf-connecting-ip': '198.51.100.42' },
    })
    expect(inquiry.status).toBe(404)
  })

  it("another operator's draft answers 404 everywhere, and the console's queue is the superadmin's only", async () => {
    const who = await company('owner')
    const f = await draft(who, `Skrytka Cudza ${tag}`)
    for (const [method, path, body] of [
      ['GET', `/api/panel/facilities/${f.id}`, undefined],
      ['PATCH', `/api/panel/facilities/${f.id}`, { description: { pl: 'Przejęty opis' } }],
      [
        'POST',
        `/api/panel/facilities/${f.id}/units`,
        { code: 'X1', sizeM2: '5', type: 'standard', priceMonthly: '100' },
      ],
      ['POST', `/api/panel/facilities/${f.id}/submit`, undefined],
      ['PATCH', `/api/panel/facilities/${f.id}/basics`, draftBody('Przejęty')],
      ['GET', `/api/panel/facilities/${f.id}/units`, undefined],
    ] as const)
      expect((await call(other.cookie, method, path, body)).status, `${method} ${path}`).toBe(404)
    const theirs = await call<Onboarding>(other.cookie, 'GET', '/api/panel/onboarding')
    expect(theirs.body.facilities.map((x) => x.id)).not.toContain(f.id)
    expect(row(f.id).publication).toBe('draft')
    expect((await call(who.cookie, 'GET', '/api/superadmin/publication')).status).toBe(403)
    expect((await call(who.cookie, 'POST', `/api/superadmin/publication/facilities/${f.id}/publish`)).status).toBe(403)
    expect((await call('', 'GET', '/api/superadmin/publication')).status).toBe(401)
  })

  it('a company holds at most 10 unpublished facilities; the next is refused under the name field', async () => {
    const who = await company('cap')
    const created = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        call(who.cookie, 'POST', '/api/panel/facilities', draftBody(`Skrytka Limit ${i} ${tag}`)),
      ),
    )
    expect(created.map((r) => r.status).sort()).toEqual([...Array(10).fill(201), 409])
    expect(created.find((r) => r.status === 409)!.body).toMatchObject({
      issues: [{ path: 'name', message: 'tooManyDrafts' }],
    })
    expect(d1('SELECT id FROM facilities WHERE client_id = ?', who.clientId)).toHaveLength(10)
  })

  it("the console's own facility edit cannot make a draft active: a field error, not a 500", async () => {
    const who = await company('console')
    const f = await draft(who, `Skrytka Konsola ${tag}`)
    const response = await call<{ issues: { path: string }[] }>(admin, 'PATCH', `/api/superadmin/facilities/${f.id}`, {
      active: true,
    })
    expect(response.status).toBe(400)
    expect(response.body.issues[0]!.path).toBe('active')
    expect(row(f.id)).toMatchObject({ active: 0, publication: 'draft' })
  })
})

describe('submitting for publication', () => {
  it('lists what a public page would lack, then submits once the draft has it', async () => {
    const who = await company('submit')
    const f = await draft(who, `Skrytka Zgłoszona ${tag}`)
    const early = await submit(who, f.id)
    expect(early.status).toBe(400)
    expect(early.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [
        { path: 'missing', message: 'unit' },
        { path: 'missing', message: 'description' },
      ],
    })
    const checklist = await call<Onboarding>(who.cookie, 'GET', '/api/panel/onboarding')
    expect(checklist.body.facilities).toEqual([
      expect.objectContaining({ id: f.id, publication: 'draft', missing: ['unit', 'description'] }),
    ])
    expect(checklist.body.steps).toMatchObject({ facility: true, submitted: false })
    expect(row(f.id).publication).toBe('draft')

    await complete(who, f.id)
    const done = await submit(who, f.id)
    expect(done.status).toBe(200)
    expect(row(f.id)).toMatchObject({ active: 0, publication: 'submitted' })
    expect(row(f.id).submitted_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await submit(who, f.id)).status).toBe(409)
    expect((await call<Onboarding>(who.cookie, 'GET', '/api/panel/onboarding')).body.steps.submitted).toBe(true)
  })

  it("the draft's name, address and pin are the operator's to fix until it is submitted", async () => {
    const who = await company('basics')
    const f = await draft(who, `Skrytka Literówka ${tag}`)
    const fixed = await call<{ basics: Record<string, unknown> }>(
      who.cookie,
      'PATCH',
      `/api/panel/facilities/${f.id}/basics`,
      {
        ...draftBody(`Skrytka Poprawiona ${tag}`),
        latitude: '50,88',
        phone: '',
      },
    )
    expect(fixed.status).toBe(200)
    expect(fixed.body.basics).toMatchObject({ name: `Skrytka Poprawiona ${tag}`, latitude: 50.88, phone: null })
    const bad = await call(who.cookie, 'PATCH', `/api/panel/facilities/${f.id}/basics`, {
      ...draftBody(''),
      latitude: '0',
    })
    expect(bad.status).toBe(400)
    await complete(who, f.id)
    expect((await submit(who, f.id)).status).toBe(200)
    const late = await call(who.cookie, 'PATCH', `/api/panel/facilities/${f.id}/basics`, draftBody('Za późno'))
    expect(late.status).toBe(409)
    expect(d1<{ name: string }>('SELECT name FROM facilities WHERE id = ?', f.id)[0]!.name).toBe(
      `Skrytka Poprawiona ${tag}`,
    )
  })

  it('a draft with no pin cannot be submitted', async () => {
    const who = await company('nopin')
    const f = await draft(who, `Skrytka Bez Pinezki ${tag}`)
    await complete(who, f.id)
    d1('UPDATE facilities SET latitude = 0, longitude = 0 WHERE id = ?', f.id)
    const response = await submit(who, f.id)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ issues: [{ path: 'missing', message: 'coordinates' }] })
  })
})

describe("the console's publication queue", () => {
  it('shows the company, its evidence and its submitted facilities; rejecting needs a reason and mails it in English', async () => {
    const who = await company('reject', 'en', 'needs_review')
    d1(
      `INSERT INTO company_checks (client_id, register, request_id, outcome, compared) VALUES (?, 'vat', ?, 'mismatch', ?)`,
      who.clientId,
      `req-${tag}`,
      JSON.stringify({ name: 'mismatch', address: 'match' }),
    )
    const f = await draft(who, `Skrytka Rejected ${tag}`)
    await complete(who, f.id)
    expect((await submit(who, f.id)).status).toBe(200)

    const queue = await call<PublicationQueue>(admin, 'GET', '/api/superadmin/publication')
    expect(queue.status).toBe(200)
    const entry = queue.body.companies.find((c) => c.id === who.clientId)
    expect(entry).toMatchObject({
      companyName: `Firma reject ${tag}`,
      nip: who.nip,
      verification: 'needs_review',
      checks: [
        {
          register: 'vat',
          requestId: `req-${tag}`,
          outcome: 'mismatch',
          compared: { name: 'mismatch', address: 'match' },
        },
      ],
      drafts: [{ id: f.id, name: `Skrytka Rejected ${tag}`, units: 1, priceFrom: 321 }],
    })

    for (const reason of ['', '  ', 'ab'])
      expect(
        (await call(admin, 'POST', `/api/superadmin/publication/facilities/${f.id}/reject`, { reason })).status,
      ).toBe(400)
    expect(row(f.id).publication).toBe('submitted')

    const reason = 'The photos show another site'
    const rejected = await call(admin, 'POST', `/api/superadmin/publication/facilities/${f.id}/reject`, { reason })
    expect(rejected.status).toBe(200)
    expect(row(f.id)).toMatchObject({ active: 0, publication: 'rejected', publication_note: reason })
    const [mail] = await arrived(who.email)
    expect(mail!.subject).toBe(`Your facility needs changes: Skrytka Rejected ${tag}`)
    expect(mail!.text).toContain(reason)
    expect(mail!.text).toContain(`/en/panel/facility-profile?facilityId=${f.id}`)
    expect(
      d1<{ action: string; detail: string }>(
        "SELECT action, detail FROM audit_log WHERE client_id = ? AND action = 'facility.reject'",
        who.clientId,
      ).map((a) => JSON.parse(a.detail).reason),
    ).toEqual([reason])

    // The operator sees the reason, fixes and submits again.
    const back = await call<Onboarding>(who.cookie, 'GET', '/api/panel/onboarding')
    expect(back.body.facilities[0]).toMatchObject({ publication: 'rejected', publicationNote: reason })
    expect((await submit(who, f.id)).status).toBe(200)
    expect(row(f.id).publication).toBe('submitted')
    expect(
      (await call(admin, 'POST', `/api/superadmin/publication/facilities/${f.id}/reject`, { reason: 'Still wrong' }))
        .status,
    ).toBe(200)
  })

  it('publishing makes it public at once, alerts the searches around it and mails the link in Polish', async () => {
    const who = await company('publish', 'pl', 'verified')
    const alertEmail = uniqueEmail('publish-alert')
    await activeAlert(alertEmail, {
      lat: String(HERE.lat),
      lon: String(HERE.lon),
      place: CITY,
      radius: '2',
      minSize: String(SIZE - 0.2),
      maxSize: String(SIZE + 0.2),
    })
    const f = await draft(who, `Skrytka Opublikowana ${tag}`)
    const unit = await complete(who, f.id, 'P1')
    expect((await submit(who, f.id)).status).toBe(200)
    // Cached answers from before the decision: the publish must retire them.
    expect(await publicTraces(f)).toMatchObject({ list: false, map: false, bySlug: 404, sitemap: false })

    const published = await call(admin, 'POST', `/api/superadmin/publication/facilities/${f.id}/publish`)
    expect(published.status).toBe(200)
    expect(row(f.id)).toMatchObject({ active: 1, publication: 'published' })
    expect(await publicTraces(f)).toMatchObject({
      list: true,
      near: true,
      map: true,
      bySlug: 200,
      byId: 200,
      units: 200,
      page: 200,
      sitemap: true,
    })
    const [mail] = await arrived(who.email)
    expect(mail!.subject).toBe(`Opublikowano obiekt: Skrytka Opublikowana ${tag}`)
    expect(mail!.text).toContain(`/pl/magazyn-self-storage/${f.slug}`)
    await until(
      () =>
        d1(
          'SELECT 1 FROM alert_matches m JOIN saved_searches s ON s.id = m.search_id WHERE m.unit_id = ? AND s.email = ?',
          unit.id,
          alertEmail,
        ).length === 1,
      'the alert match',
    )
    expect(
      d1("SELECT 1 FROM audit_log WHERE client_id = ? AND action = 'facility.publish'", who.clientId),
    ).toHaveLength(1)
    // A second decision on the same facility has nothing to decide.
    expect((await call(admin, 'POST', `/api/superadmin/publication/facilities/${f.id}/publish`)).status).toBe(409)
    expect(
      (await call(admin, 'POST', `/api/superadmin/publication/facilities/${f.id}/reject`, { reason: 'Za późno' }))
        .status,
    ).toBe(409)
    // The checklist has done its work: the panel home shows it no more.
    expect((await call<Onboarding>(who.cookie, 'GET', '/api/panel/onboarding')).body.firstRun).toBe(false)
  })

  it('refuses to publish for a company the registers refused, and nothing becomes public', async () => {
    const who = await company('refused', 'pl', 'refused')
    const f = await draft(who, `Skrytka Odmowa ${tag}`)
    await complete(who, f.id)
    expect((await submit(who, f.id)).status).toBe(200)
    const response = await call(admin, 'POST', `/api/superadmin/publication/facilities/${f.id}/publish`)
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ issues: [{ path: 'verification', message: 'refused' }] })
    expect(row(f.id)).toMatchObject({ active: 0, publication: 'submitted' })
    expect((await get(`/api/marketplace/facilities/${f.slug}`)).status).toBe(404)
    expect(d1("SELECT 1 FROM outbox WHERE kind = 'facility_published' AND to_email = ?", who.email)).toHaveLength(0)
  })
})
