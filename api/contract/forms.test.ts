import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DemoRequestSchema, InquirySchema, TrialFields, TrialRequestSchema } from './forms'
import { isPolishNip } from './nip'

describe('InquirySchema', () => {
  it('turns absent and blank optional fields into null', () => {
    expect(v.parse(InquirySchema, { name: 'A', email: 'A@B.pl', phone: '600 100 200' })).toMatchObject({
      email: 'a@b.pl',
      sizeM2: null,
      period: null,
      message: null,
    })
    expect(
      v.parse(InquirySchema, { name: 'A', email: 'a@b.pl', phone: '600 100 200', sizeM2: '', period: '', message: '' }),
    ).toMatchObject({ sizeM2: null, period: null, message: null })
  })

  it('accepts the area as a number or numeric text, at least 1', () => {
    expect(v.parse(InquirySchema, { name: 'A', email: 'a@b.pl', phone: '600 100 200', sizeM2: '12' }).sizeM2).toBe(12)
    expect(v.safeParse(InquirySchema, { name: 'A', email: 'a@b.pl', phone: '600 100 200', sizeM2: 0 }).success).toBe(
      false,
    )
  })

  it('tells a blank phone from a wrong one', () => {
    const issue = (phone: string) =>
      v.safeParse(InquirySchema, { name: 'A', email: 'a@b.pl', phone }).issues?.[0]?.message
    expect(issue('  ')).toBe('required')
    for (const wrong of ['abc', '60', '600 100 2000 1', '+48 12', '+99 600 100 200'])
      expect(issue(wrong), wrong).toBe('invalidPhone')
  })

  it('takes a Polish number however it is written, and numbers from abroad with their country code', () => {
    const ok = (phone: string) => v.safeParse(InquirySchema, { name: 'A', email: 'a@b.pl', phone }).success
    for (const phone of ['600100200', '600 100 200', '600-100-200', '+48 600 100 200', '0048600100200', '22 555 00 11'])
      expect(ok(phone), phone).toBe(true)
    for (const phone of ['+49 30 901820', '+44 20 7946 0958', '+420 601 123 456']) expect(ok(phone), phone).toBe(true)
  })

  it('tells a blank e-mail from a wrong one', () => {
    const issue = (email: string) =>
      v.safeParse(InquirySchema, { name: 'A', email, phone: '600 100 200' }).issues?.[0]?.message
    expect(issue(' ')).toBe('required')
    expect(issue('anna@')).toBe('invalidEmail')
  })
})

describe('TrialRequestSchema', () => {
  it('keeps a Polish NIP as its digits and a foreign VAT id as typed, compact and upper-case; 8 digits at least', () => {
    const base = {
      name: 'Firma',
      street: 'Ab',
      buildingNumber: '1',
      postalCode: '0000',
      city: 'Ab',
      country: 'PL',
      email: 'a@b.pl',
      phone: '600100200',
    }
    expect(v.parse(TrialRequestSchema, { ...base, nip: 'PL 527-000-00-18' }).nip).toBe('5270000018')
    expect(v.parse(TrialRequestSchema, { ...base, country: 'DE', nip: 'de 123 456-78' }).nip).toBe('DE12345678')
    expect(v.safeParse(TrialRequestSchema, { ...base, country: 'DE', nip: 'DE 123-456-7' }).success).toBe(false)
  })

  it('refuses a Polish NIP whose check digit is wrong, as the NIP field’s error (issue 42)', () => {
    const base = {
      name: 'Firma',
      street: 'Ab',
      buildingNumber: '1',
      postalCode: '0000',
      city: 'Ab',
      country: 'PL',
      email: 'a@b.pl',
      phone: '600100200',
    }
    const issues = v.safeParse(TrialRequestSchema, { ...base, nip: '5270000019' }).issues ?? []
    expect(issues.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['nip', 'invalidNip']])
    for (const nip of ['5270000018', '5270000024', '5270000030', '5270000047', '5270000053', '5260250274'])
      expect(v.safeParse(TrialRequestSchema, { ...base, nip }).success, nip).toBe(true)
    // The same ten digits are a foreign company's business: only the 8-digit rule applies.
    expect(v.safeParse(TrialRequestSchema, { ...base, country: 'CZ', nip: '5270000019' }).success).toBe(true)
  })

  it('reads the check digit as the tax office computes it', () => {
    expect(isPolishNip('5270000018')).toBe(true)
    expect(isPolishNip('5270000019')).toBe(false)
    expect(isPolishNip('1234567890')).toBe(false) // remainder 10: never issued
    expect(isPolishNip('527000001')).toBe(false)
  })
})

describe('DemoRequestSchema', () => {
  it('needs a trimmed name of 3+ characters and a 6+ character phone', () => {
    expect(v.safeParse(DemoRequestSchema, { name: '  Jo ', email: 'a@b.pl', phone: '600100' }).success).toBe(false)
    expect(v.safeParse(DemoRequestSchema, { name: 'Jan', email: 'a@b.pl', phone: '60010' }).success).toBe(false)
    expect(v.safeParse(DemoRequestSchema, { name: 'Jan', email: 'a@b.pl', phone: '600100' }).success).toBe(true)
  })
})

describe('names carry no web address (issue 41)', () => {
  const inquiry = (name: string) => v.safeParse(InquirySchema, { name, email: 'a@b.pl', phone: '600 100 200' })
  const trial = (name: string) =>
    v.safeParse(v.pick(TrialFields, ['name']), { name }).issues?.map((issue) => issue.message) ?? []

  it('refuses a link, a www address or a bare host in every name field, with its own message', () => {
    for (const name of [
      'Twoje konto zostanie zablokowane https://evil.example/x',
      'Jan www.evil.pl',
      'evil.example/reset',
      'Jan HXXP://EVIL.EXAMPLE',
      'Anna login.bank-secure.com',
    ]) {
      expect(inquiry(name).issues?.[0]?.message, name).toBe('urlInName')
      expect(trial(name), name).toEqual(['urlInName'])
      expect(v.safeParse(v.pick(DemoRequestSchema, ['name']), { name }).issues?.[0]?.message, name).toBe('urlInName')
    }
  })

  it('keeps initials, company forms and double names', () => {
    for (const name of ['J. Kowalski', 'Magazyny Kowalski Sp. z o.o.', 'Anna Nowak-Kowalska', 'A.B. Nowak', "O'Brien"])
      expect(inquiry(name).success, name).toBe(true)
  })
})
