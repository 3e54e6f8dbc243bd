import { afterAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1.ts'
import { freshCompany, type FreshCompany } from './fresh-company.ts'
import { baseUrl } from './http'

/**
 * Issue 42, verification: the adapters against the fake register the built worker serves (/__dev/registers), each
 * fixture of docs/operators.md through the panel's check, a 429 and a timeout, the nightly re-check, the console's
 * decision, and the badge only with evidence on the public API and pages.
 */
type Company = FreshCompany & { drop: () => void }
const companies: Company[] = []
afterAll(() => {
  for (const company of companies) {
    d1('DELETE FROM company_checks WHERE client_id = ?', company.clientId)
    d1('DELETE FROM audit_log WHERE client_id = ?', company.clientId)
    company.drop()
  }
})

const TRIAL = {
  name: 'Magazyny Testowe sp. z o.o.',
  street: 'Prosta',
  building: '12',
  postal: '00-838',
  city: 'Warszawa',
}

/**
 * One company per NIP (migration 0047): a fixture NIP this file gives a company is taken from whichever company of
 * an earlier test (here or in another file on this server) had it.
 */
function takeNip(nip: string, clientId: number) {
  d1('UPDATE clients SET nip = NULL WHERE nip = ? AND id != ?', nip, clientId)
  d1('UPDATE clients SET nip = ? WHERE id = ?', nip, clientId)
}

/** A company of its own with a NIP and the fixture's name and address (overridable), its facility public or not. */
async function companyWith(nip: string, fields: Partial<typeof TRIAL> = {}, { active = false } = {}) {
  const company = await freshCompany(`verify-${nip}`)
  companies.push(company)
  const facts = { ...TRIAL, ...fields }
  takeNip(nip, company.clientId)
  d1(
    'UPDATE clients SET company_name = ?, street = ?, building_number = ?, postal_code = ?, city = ? WHERE id = ?',
    facts.name,
    facts.street,
    facts.building,
    facts.postal,
    facts.city,
    company.clientId,
  )
  if (active) d1('UPDATE facilities SET active = 1 WHERE id = ?', company.facilityId)
  return company
}

// Each check from its own network: the panel's limit counts networks too.
let network = 0
const check = (company: FreshCompany) =>
  apiFetch('/api/panel/verification', {
    method: 'POST',
    body: {},
    cookie: company.cookie,
    headers: { 'cf-connecting-ip': `10.42.${Math.floor(++network / 250)}.${(network % 250) + 1}` },
  })

type State = {
  status: string
  vatExempt: boolean
  verifiedAt: string | null
  flaggedAt: string | null
  evidence: { register: string; outcome: string; requestId: string | null; compared: Record<string, unknown> }[]
}
const outcomes = (state: State) => Object.fromEntries(state.evidence.map((row) => [row.register, row.outcome]))
const slugOf = (company: FreshCompany) =>
  d1<{ slug: string }>('SELECT slug FROM facilities WHERE id = ?', company.facilityId)[0]!.slug

describe('the fake register, in the registers’ real shapes', () => {
  it('answers the white list with a subject, a status and a requestId; a malformed NIP with WL-113', async () => {
    const response = await fetch(`${baseUrl()}/__dev/registers/vat/api/search/nip/5270000018?date=2026-11-28`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { result: { subject: Record<string, unknown>; requestId: string } }
    expect(body.result.subject).toMatchObject({
      statusVat: 'Czynny',
      krs: '0000990018',
      workingAddress: 'PROSTA 12, 00-838 WARSZAWA',
    })
    expect(body.result.requestId).toMatch(/^fake-20261128-/)
    const bad = await fetch(`${baseUrl()}/__dev/registers/vat/api/search/nip/52700?date=2026-11-28`)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ code: 'WL-113' })
  })
  it('answers 429 for its rate-limited fixture, KRS 404 for an unknown number, CEIDG 401 without a token', async () => {
    const limited = await fetch(`${baseUrl()}/__dev/registers/vat/api/search/nip/5270000076?date=2026-11-28`)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3600')
    expect(
      (await fetch(`${baseUrl()}/__dev/registers/krs/api/krs/OdpisAktualny/0000000001?rejestr=P&format=json`)).status,
    ).toBe(404)
    expect((await fetch(`${baseUrl()}/__dev/registers/ceidg/api/ceidg/v2/firmy?nip=5270000030`)).status).toBe(401)
  })
  it('speaks BIR1: a session only for the test key, answers as MTOM', async () => {
    const login = (key: string) =>
      fetch(`${baseUrl()}/__dev/registers/regon/wsBIR/UslugaBIRzewnPubl.svc`, {
        method: 'POST',
        headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
        body: `<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:ns="http://CIS/BIR/PUBL/2014/07"><soap:Header xmlns:wsa="http://www.w3.org/2005/08/addressing"><wsa:Action>http://CIS/BIR/PUBL/2014/07/IUslugaBIRzewnPubl/Zaloguj</wsa:Action></soap:Header><soap:Body><ns:Zaloguj><ns:pKluczUzytkownika>${key}</ns:pKluczUzytkownika></ns:Zaloguj></soap:Body></soap:Envelope>`,
      })
    const good = await login('abcde12345abcde12345')
    expect(good.headers.get('content-type')).toContain('multipart/related')
    expect(await good.text()).toMatch(/<ZalogujResult>[0-9a-z]{20}<\/ZalogujResult>/)
    expect(await (await login('wrong-key-000000000')).text()).toContain('<ZalogujResult></ZalogujResult>')
  })
})

describe('the panel’s check, fixture by fixture', () => {
  it('5270000018: verified from the white list, KRS and REGON, each with its answer’s id', {
    timeout: 30_000,
  }, async () => {
    const company = await companyWith('5270000018')
    const response = await check(company)
    expect(response.status).toBe(200)
    const state = (await response.json()) as State
    expect(state.status).toBe('verified')
    expect(outcomes(state)).toEqual({ checksum: 'pass', vat: 'pass', krs: 'pass', regon: 'pass' })
    expect(state.evidence.find((row) => row.register === 'vat')!.requestId).toMatch(/^fake-/)
    expect(state.evidence.find((row) => row.register === 'krs')!.compared).toMatchObject({
      name: { ours: TRIAL.name, match: true },
      address: { match: true },
    })
    const stored = d1<{ verification_status: string; verified_at: string | null }>(
      'SELECT verification_status, verified_at FROM clients WHERE id = ?',
      company.clientId,
    )[0]!
    expect(stored.verification_status).toBe('verified')
    expect(stored.verified_at).toBe(state.verifiedAt)
    // Asked again: the GET shows what was stored, and the check is in the company's audit trail.
    const again = (await (await apiFetch('/api/panel/verification', { cookie: company.cookie })).json()) as State
    expect(again.status).toBe('verified')
    expect(
      d1('SELECT 1 FROM audit_log WHERE client_id = ? AND action = ?', company.clientId, 'company.verification'),
    ).toHaveLength(1)
  })
  it('5270000024: removed from the white list → refused', async () => {
    const state = (await (await check(await companyWith('5270000024'))).json()) as State
    expect(state.status).toBe('refused')
    expect(outcomes(state).vat).toBe('refused')
    expect(state.evidence.find((row) => row.register === 'vat')!.compared).toMatchObject({
      status: 'Niezarejestrowany',
    })
  })
  it('5270000030: a VAT-exempt sole trader active in CEIDG → verified and exempt', async () => {
    const company = await companyWith('5270000030', {
      name: 'Anna Nowak Schowki Nowak',
      street: 'ul. Ogrodowa',
      building: '3',
      postal: '00-876',
    })
    const state = (await (await check(company)).json()) as State
    expect(state).toMatchObject({ status: 'verified', vatExempt: true })
    expect(outcomes(state)).toEqual({ checksum: 'pass', vat: 'pass', ceidg: 'pass', regon: 'pass' })
  })
  it('5270000047: the white list times out → needs review, never verified', { timeout: 30_000 }, async () => {
    const state = (await (await check(await companyWith('5270000047'))).json()) as State
    expect(state.status).toBe('needs_review')
    expect(state.evidence.find((row) => row.register === 'vat')).toMatchObject({
      outcome: 'unavailable',
      compared: { reason: 'timeout' },
    })
  })
  it('5270000076: the white list answers 429 → needs review', async () => {
    const state = (await (await check(await companyWith('5270000076'))).json()) as State
    expect(state.status).toBe('needs_review')
    expect(state.evidence.find((row) => row.register === 'vat')).toMatchObject({
      outcome: 'unavailable',
      compared: { reason: 'rate_limited', httpStatus: 429 },
    })
  })
  it('5270000053: active under another name → needs review, both names in the evidence', async () => {
    const state = (await (await check(await companyWith('5270000053'))).json()) as State
    expect(state.status).toBe('needs_review')
    expect(state.evidence.find((row) => row.register === 'vat')!.compared).toMatchObject({
      name: { ours: TRIAL.name, theirs: expect.stringContaining('KONTENERY POŁUDNIE'), match: false },
    })
  })
  it('5270000019: a wrong check digit asks no register', async () => {
    const state = (await (await check(await companyWith('5270000019'))).json()) as State
    expect(state.status).toBe('needs_review')
    expect(state.evidence).toEqual([expect.objectContaining({ register: 'checksum', outcome: 'mismatch' })])
  })
  it('a company without a NIP has nothing to check (409); the superadmin may read but not check; others are refused', async () => {
    const company = await freshCompany('verify-no-nip')
    companies.push(company)
    expect((await check(company)).status).toBe(409)
    const admin = await sessionFor(SEED.admin.email)
    const read = await apiFetch(`/api/panel/verification?clientId=${company.clientId}`, { cookie: admin })
    expect(read.status).toBe(200)
    const asAdmin = `/api/panel/verification?clientId=${company.clientId}`
    expect((await apiFetch(asAdmin, { method: 'POST', body: {}, cookie: admin })).status).toBe(403)
    expect((await apiFetch('/api/panel/verification', { method: 'POST', body: {} })).status).toBe(401)
    expect(
      (await apiFetch('/api/panel/verification', { method: 'POST', body: { nip: '1' }, cookie: company.cookie }))
        .status,
    ).toBe(400)
  })
  it('limits checks per company: the sixth in an hour is 429 with Retry-After', async () => {
    const company = await companyWith('5270000053')
    for (let i = 0; i < 5; i++) expect((await check(company)).status).toBe(200)
    const refused = await check(company)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

type Summary = { verification: { checkedAt: string; registers: string[]; vatExempt: boolean } | null }

describe('the badge: only with evidence', () => {
  it('every listed seeded facility has it, from the seed’s check against the fixtures', async () => {
    const list = (await (await apiFetch('/api/marketplace/facilities?limit=48')).json()) as {
      items: (Summary & { slug: string })[]
    }
    const seeded = list.items.filter((item) => !item.slug.startsWith('obiekt-'))
    expect(seeded.length).toBeGreaterThan(10)
    for (const item of seeded)
      expect(item.verification, item.slug).toMatchObject({ registers: expect.arrayContaining(['vat', 'regon']) })
  })
  it('a verified company’s facility carries it in the API and the page; an unchecked one’s carries none', {
    timeout: 30_000,
  }, async () => {
    const verified = await companyWith('5270000018', {}, { active: true })
    await check(verified)
    const unchecked = await companyWith('5270000018', {}, { active: true })
    const facility = (await (await apiFetch(`/api/marketplace/facilities/${slugOf(verified)}`)).json()) as Summary
    expect(facility.verification).toMatchObject({ registers: ['vat', 'krs', 'regon'], vatExempt: false })
    const other = (await (await apiFetch(`/api/marketplace/facilities/${slugOf(unchecked)}`)).json()) as Summary
    expect(other.verification).toBeNull()
    const page = await (await fetch(`${baseUrl()}/pl/magazyn-self-storage/${slugOf(verified)}`)).text()
    expect(page.includes('Zweryfikowany operator'), 'badge').toBe(true)
    expect(page.includes('Biała lista VAT, KRS, REGON'), 'what was checked').toBe(true)
    const bare = await (await fetch(`${baseUrl()}/en/self-storage-facility/${slugOf(unchecked)}`)).text()
    expect(bare.includes('Verified operator'), 'no badge').toBe(false)
  })
})

describe('an edit after a check', () => {
  const edit = (company: FreshCompany, fields: Partial<typeof TRIAL>, nip = '5270000018') => {
    const facts = { ...TRIAL, ...fields }
    return apiFetch('/api/panel/company', {
      method: 'PATCH',
      cookie: company.cookie,
      body: {
        companyName: facts.name,
        nip,
        street: facts.street,
        buildingNumber: facts.building,
        postalCode: facts.postal,
        city: facts.city,
      },
    })
  }
  const statusOf = (company: FreshCompany) =>
    d1<{ verification_status: string; verification_decision: string | null }>(
      'SELECT verification_status, verification_decision FROM clients WHERE id = ?',
      company.clientId,
    )[0]
  const badge = async (company: FreshCompany) =>
    ((await (await apiFetch(`/api/marketplace/facilities/${slugOf(company)}`)).json()) as Summary).verification

  it('a new name or address takes the badge away until a check passes on it; a respelling does not', {
    timeout: 60_000,
  }, async () => {
    const company = await companyWith('5270000018', {}, { active: true })
    expect(((await (await check(company)).json()) as State).status).toBe('verified')
    // The superadmin's "verified" was about the data as it was.
    d1(
      `UPDATE clients SET verification_decision = '{"status":"verified","reason":"read"}' WHERE id = ?`,
      company.clientId,
    )
    expect(await badge(company)).not.toBeNull()

    // The registers' own spelling: the same company to their check.
    const respelt = await edit(company, {
      name: 'MAGAZYNY TESTOWE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ',
      street: 'ul. Prosta',
    })
    expect(respelt.status).toBe(200)
    expect(await respelt.json()).toEqual({ ok: true, recheck: false })
    expect(statusOf(company)?.verification_status).toBe('verified')

    const renamed = await edit(company, { name: 'Magazyny Inne sp. z o.o.' })
    expect(await renamed.json()).toEqual({ ok: true, recheck: true })
    expect(statusOf(company)).toEqual({ verification_status: 'unverified', verification_decision: null })
    // Read while cached above: the save retired it.
    expect(await badge(company)).toBeNull()
    // Unverified again, but the registers have answered about this NIP: it stays (two saves are not a way round).
    const otherNip = await edit(company, { name: 'Magazyny Inne sp. z o.o.' }, '5270000030')
    expect(otherNip.status).toBe(400)
    expect(await otherNip.json()).toMatchObject({ issues: [{ path: 'nip', message: 'nipLocked' }] })
    // The registers know the company under its old name: a person decides.
    expect(((await (await check(company)).json()) as State).status).toBe('needs_review')

    // Back to the registered name: checked again, and verified by the check alone.
    expect(await (await edit(company, {})).json()).toEqual({ ok: true, recheck: true })
    expect(statusOf(company)?.verification_status).toBe('unverified')
    expect(((await (await check(company)).json()) as State).status).toBe('verified')
    expect(await badge(company)).not.toBeNull()
  })

  it('the console’s edit of the address resets it too; of the contact person it does not', {
    timeout: 30_000,
  }, async () => {
    const company = await companyWith('5270000018', {}, { active: true })
    expect(((await (await check(company)).json()) as State).status).toBe('verified')
    const admin = await sessionFor(SEED.admin.email)
    const patch = (body: unknown) =>
      apiFetch(`/api/superadmin/clients/${company.clientId}`, { method: 'PATCH', cookie: admin, body })
    expect((await patch({ contactName: 'Ktoś Inny' })).status).toBe(200)
    expect(statusOf(company)?.verification_status).toBe('verified')
    expect(await badge(company)).not.toBeNull()
    expect((await patch({ billingAddress: { street: 'Długa' } })).status).toBe(200)
    expect(statusOf(company)?.verification_status).toBe('unverified')
    expect(await badge(company)).toBeNull()
  })

  it('a check that was running while the company was edited keeps its evidence but not its verdict', {
    timeout: 30_000,
  }, async () => {
    // The white list hangs for this NIP (about 3.5 s): the edit lands while the registers are still answering.
    const company = await companyWith('5270000047')
    const running = check(company)
    // The check has passed its limits (counted in D1) and reads the company next: the edit comes after that read.
    await expect.poll(() => d1('SELECT 1 FROM rate_limits WHERE key = ?', `verify:${company.clientId}`).length).toBe(1)
    const edited = await edit(company, { name: 'Magazyny Po Zmianie sp. z o.o.' }, '5270000047')
    expect(edited.status).toBe(200)
    expect((await running).status).toBe(200)
    // The verdict was about the old name: the evidence is kept, the status is not moved.
    expect(statusOf(company)?.verification_status).toBe('unverified')
    expect(d1('SELECT 1 FROM company_checks WHERE client_id = ?', company.clientId).length).toBeGreaterThan(0)
  })

  it('a second company that passes with a NIP another holds waits for the superadmin, whose "verified" is a 409', {
    timeout: 30_000,
  }, async () => {
    const holder = await companyWith('5270000018')
    expect(((await (await check(holder)).json()) as State).status).toBe('verified')
    // Typed by another trial (migration 0054 lets unverified companies share it), with the same public data.
    const second = await freshCompany('verify-second')
    companies.push(second)
    d1(
      "UPDATE clients SET plan = 'trial', nip = ?, company_name = ?, street = ?, building_number = ?, postal_code = ?, city = ? WHERE id = ?",
      '5270000018',
      TRIAL.name,
      TRIAL.street,
      TRIAL.building,
      TRIAL.postal,
      TRIAL.city,
      second.clientId,
    )
    expect(((await (await check(second)).json()) as State).status).toBe('needs_review')
    const admin = await sessionFor(SEED.admin.email)
    const decided = await apiFetch(`/api/superadmin/verification/${second.clientId}/decision`, {
      method: 'POST',
      cookie: admin,
      body: { status: 'verified', reason: 'checked by phone' },
    })
    expect(decided.status).toBe(409)
    expect(await decided.json()).toMatchObject({ code: 'NIP_HELD' })
    expect(statusOf(second)?.verification_status).toBe('needs_review')
  })

  it('a refusal stays whatever is edited', async () => {
    const company = await companyWith('5270000018')
    d1(
      `UPDATE clients SET verification_status = 'refused', verification_decision = '{"status":"refused","reason":"x"}' WHERE id = ?`,
      company.clientId,
    )
    expect(await (await edit(company, { city: 'Kraków', postal: '30-001' })).json()).toEqual({
      ok: true,
      recheck: false,
    })
    expect(statusOf(company)?.verification_status).toBe('refused')
  })
})

describe('the nightly re-check', () => {
  it('a verified company that stops passing loses its badge and is flagged; a timeout is never verified', {
    timeout: 60_000,
  }, async () => {
    const lapsing = await companyWith('5270000018', {}, { active: true })
    expect(((await (await check(lapsing)).json()) as State).status).toBe('verified')
    // Read (and cached at the edge) while verified: the run must retire it.
    const before = (await (await apiFetch(`/api/marketplace/facilities/${slugOf(lapsing)}`)).json()) as Summary
    expect(before.verification).not.toBeNull()
    // Since the last check the company was struck off the VAT list: its NIP now answers as 5270000024 does.
    takeNip('5270000024', lapsing.clientId)
    const hanging = await companyWith('5270000047')
    const run = await fetch(`${baseUrl()}/__dev/registries/run`, { method: 'POST' })
    expect(run.status).toBe(200)
    expect(((await run.json()) as { checked: number }).checked).toBeGreaterThanOrEqual(2)
    const [lapsed] = d1<{ verification_status: string; verification_flagged_at: string | null }>(
      'SELECT verification_status, verification_flagged_at FROM clients WHERE id = ?',
      lapsing.clientId,
    )
    expect(lapsed).toMatchObject({ verification_status: 'refused', verification_flagged_at: expect.any(String) })
    const facility = (await (await apiFetch(`/api/marketplace/facilities/${slugOf(lapsing)}`)).json()) as Summary
    expect(facility.verification).toBeNull()
    expect(
      d1<{ verification_status: string }>('SELECT verification_status FROM clients WHERE id = ?', hanging.clientId)[0],
    ).toEqual({
      verification_status: 'needs_review',
    })
    // The console's "flagged" list names it, with its evidence a click away.
    const admin = await sessionFor(SEED.admin.email)
    const flagged = (await (
      await apiFetch('/api/superadmin/verification?status=flagged', { cookie: admin })
    ).json()) as {
      items: { clientId: number }[]
    }
    expect(flagged.items.map((item) => item.clientId)).toContain(lapsing.clientId)
    const review = (await (await apiFetch('/api/superadmin/verification', { cookie: admin })).json()) as {
      items: { clientId: number; status: string }[]
    }
    expect(review.items.find((item) => item.clientId === hanging.clientId)).toMatchObject({ status: 'needs_review' })
  })
})

describe('the daily Cron Trigger', () => {
  it('runs the re-check: a verified company struck off the white list is refused and flagged', {
    timeout: 60_000,
  }, async () => {
    const company = await companyWith('5270000018')
    expect(((await (await check(company)).json()) as State).status).toBe('verified')
    takeNip('5270000024', company.clientId)
    const run = await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('17 3 * * *')}`)
    expect(run.status).toBe(200)
    expect(
      d1<{ verification_status: string; flagged: number }>(
        'SELECT verification_status, verification_flagged_at IS NOT NULL AS flagged FROM clients WHERE id = ?',
        company.clientId,
      )[0],
    ).toEqual({ verification_status: 'refused', flagged: 1 })
  })
})

describe('the console’s decision', () => {
  it('needs a reason; marks verified after reading the evidence, clears the flag, and is audited', async () => {
    const company = await companyWith('5270000053', {}, { active: true })
    await check(company)
    const admin = await sessionFor(SEED.admin.email)
    const decide = (body: unknown) =>
      apiFetch(`/api/superadmin/verification/${company.clientId}/decision`, { method: 'POST', body, cookie: admin })
    const missing = await decide({ status: 'verified', reason: ' ' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ issues: [{ path: 'reason', message: 'reasonRequired' }] })
    const evidence = (await (
      await apiFetch(`/api/superadmin/verification/${company.clientId}`, { cookie: admin })
    ).json()) as State
    expect(evidence.status).toBe('needs_review')
    const decided = await decide({ status: 'verified', reason: 'Nazwa handlowa potwierdzona umową najmu.' })
    expect(decided.status).toBe(200)
    expect(await decided.json()).toMatchObject({
      status: 'verified',
      decision: { status: 'verified', reason: 'Nazwa handlowa potwierdzona umową najmu.' },
    })
    expect(
      d1(
        'SELECT 1 FROM audit_log WHERE client_id = ? AND action = ?',
        company.clientId,
        'company.verification.decision',
      ),
    ).toHaveLength(1)
    // Its registers disagreed on the name: no register passed, so still no badge (no badge without evidence).
    const facility = (await (await apiFetch(`/api/marketplace/facilities/${slugOf(company)}`)).json()) as Summary
    expect(facility.verification).toBeNull()
    expect(
      (
        await apiFetch(`/api/superadmin/verification/${company.clientId}/decision`, {
          method: 'POST',
          body: {},
          cookie: company.cookie,
        })
      ).status,
    ).toBe(403)
  })
})

describe('the pages', () => {
  it('"Jak weryfikujemy operatorów" is public in both languages and in the sitemap; the panel’s page shows the state', async () => {
    for (const [path, heading] of [
      ['/pl/jak-weryfikujemy-operatorow', 'Jak weryfikujemy operatorów'],
      ['/en/how-we-verify-operators', 'How we verify operators'],
    ] as const) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.status).toBe(200)
      expect((await response.text()).includes(heading), path).toBe(true)
    }
    const sitemap = await (await fetch(`${baseUrl()}/sitemaps/pages.xml`)).text()
    expect(sitemap).toContain('/pl/jak-weryfikujemy-operatorow')
    expect(sitemap).toContain('/en/how-we-verify-operators')
    // The seeded operator's company was verified by the seed: its panel page says so, with the registers' rows.
    const operator = await sessionFor(SEED.client.email)
    const panel = await (
      await fetch(`${baseUrl()}/pl/panel-operatora/weryfikacja`, { headers: { cookie: operator } })
    ).text()
    expect(panel.includes('Zweryfikowana'), 'status').toBe(true)
    expect(panel.includes('Biała lista VAT'), 'evidence').toBe(true)
  })
})
