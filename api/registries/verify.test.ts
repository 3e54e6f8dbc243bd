import { describe, expect, it } from 'vitest'
import { registriesFrom } from './config'
import { fakeRegisters } from './fake'
import { FAKE_COMPANIES } from './fake/fixtures'
import { type CompanyFacts, verifyCompany } from './verify'

/** The adapters against the fake register, in-process (the integration tests go over HTTP to the built worker). */
const registries = registriesFrom({ ENVIRONMENT: 'local', SITE_ORIGIN: 'http://fake.test' }, async (input, init) =>
  fakeRegisters.fetch(new Request(input, init)),
)
const trial: CompanyFacts = {
  nip: '5270000018',
  regon: null,
  krs: null,
  name: 'Magazyny Testowe sp. z o.o.',
  street: 'Prosta',
  building: '12',
  postalCode: '00-838',
  city: 'Warszawa',
}
const outcomes = (evidence: { register: string; outcome: string }[]) =>
  Object.fromEntries(evidence.map((row) => [row.register, row.outcome]))

describe('verifyCompany against the fake register', () => {
  it('5270000018: active VAT payer, in KRS, same name and address → verified, with KRS found through the white list', async () => {
    const verdict = await verifyCompany(trial, registries, '2026-11-28')
    expect(verdict.status).toBe('verified')
    expect(outcomes(verdict.evidence)).toEqual({ checksum: 'pass', vat: 'pass', krs: 'pass', regon: 'pass' })
    expect(verdict.evidence.find((row) => row.register === 'vat')).toMatchObject({
      requestId: expect.stringMatching(/^fake-20261128-/),
      compared: { status: 'Czynny', accounts: 1 },
    })
  })
  it('5270000024: removed from the white list → refused', async () => {
    const verdict = await verifyCompany({ ...trial, nip: '5270000024' }, registries, '2026-11-28')
    expect(verdict.status).toBe('refused')
    expect(outcomes(verdict.evidence).vat).toBe('refused')
  })
  it('5270000030: VAT-exempt sole trader active in CEIDG → verified and exempt', async () => {
    const verdict = await verifyCompany(
      {
        ...trial,
        nip: '5270000030',
        name: 'Schowki Nowak Anna Nowak',
        street: 'ul. Ogrodowa',
        building: '3',
        postalCode: '00-876',
      },
      registries,
      '2026-11-28',
    )
    expect(verdict).toMatchObject({ status: 'verified', vatExempt: true })
    expect(outcomes(verdict.evidence)).toEqual({ checksum: 'pass', vat: 'pass', ceidg: 'pass', regon: 'pass' })
  })
  it('5270000053: active under another name → needs review, the names in the evidence', async () => {
    const verdict = await verifyCompany({ ...trial, nip: '5270000053' }, registries, '2026-11-28')
    expect(verdict.status).toBe('needs_review')
    expect(verdict.evidence.find((row) => row.register === 'vat')?.compared).toMatchObject({
      name: { ours: trial.name, theirs: 'KONTENERY POŁUDNIE SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ', match: false },
    })
  })
  it('5270000076: the white list answers 429 → needs review, never verified', async () => {
    const verdict = await verifyCompany({ ...trial, nip: '5270000076' }, registries, '2026-11-28')
    expect(verdict.status).toBe('needs_review')
    expect(verdict.evidence.find((row) => row.register === 'vat')).toMatchObject({
      outcome: 'unavailable',
      compared: { reason: 'rate_limited', httpStatus: 429 },
    })
  })
  it('5270000019: a wrong check digit asks no register', async () => {
    const verdict = await verifyCompany({ ...trial, nip: '5270000019' }, registries, '2026-11-28')
    expect(verdict).toEqual({
      status: 'needs_review',
      vatExempt: false,
      evidence: [{ register: 'checksum', requestId: null, outcome: 'mismatch', compared: { nip: false } }],
    })
  })
  it('a wrong GUS key reads as REGON not answering', async () => {
    const wrongKey = registriesFrom(
      { ENVIRONMENT: 'local', SITE_ORIGIN: 'http://fake.test', REGON_API_KEY: 'not-the-test-key' },
      async (input, init) => fakeRegisters.fetch(new Request(input, init)),
    )
    const verdict = await verifyCompany(trial, wrongKey, '2026-11-28')
    expect(verdict.status).toBe('needs_review')
    expect(outcomes(verdict.evidence).regon).toBe('unavailable')
  })
  it('outside a local run, no key for CEIDG or GUS means no answer from them, never a pass', async () => {
    const production = registriesFrom({ ENVIRONMENT: 'production' }, async () => new Response(null, { status: 500 }))
    expect(await production.regon('5270000018')).toEqual({
      unavailable: true,
      reason: 'unconfigured',
      httpStatus: null,
    })
    expect(await production.ceidg('5270000018')).toEqual({
      unavailable: true,
      reason: 'unconfigured',
      httpStatus: null,
    })
  })
  it('every seeded company is verified from its fixture', async () => {
    const { DEMO_CLIENTS } = await import('../db/seed/demo-data')
    // The company in its trial has just joined and lists nothing: nothing has checked it yet (the seed skips it too).
    for (const client of DEMO_CLIENTS.filter((c) => c.plan !== 'trial')) {
      const verdict = await verifyCompany(
        {
          nip: client.nip,
          regon: client.regon,
          krs: client.krs,
          name: client.companyName,
          street: client.street,
          building: client.buildingNumber,
          postalCode: client.postalCode,
          city: client.city,
        },
        registries,
        '2026-11-28',
      )
      expect(verdict.status, client.companyName).toBe('verified')
    }
    const listed = DEMO_CLIENTS.filter((c) => c.plan !== 'trial')
    expect(FAKE_COMPANIES.filter((c) => listed.some((d) => d.nip === c.nip))).toHaveLength(listed.length)
  })
})
