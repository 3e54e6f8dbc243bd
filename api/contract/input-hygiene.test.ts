import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { optPrice } from './admin-fields'
import { UserCreateSchema } from './admin'
import { FacilityUpdateSchema } from './admin-facility'
import { InquirySchema, NewsletterSchema } from './forms'
import { InquiryUpdateSchema, UnitUpdateSchema } from './panel'

/** Issue 30, input hygiene: the shared contract the forms and the API both validate with. */
describe('e-mail fields hold an address only', () => {
  it.each([
    'jan@example.pl?cc=boss@example.pl',
    'jan@example.pl&bcc=x@evil.pl',
    'jan%40example.pl@evil.pl',
    'jan@example.pl%0ABcc:x@evil.pl',
    'tenant@skrytka.test\u200b',
    'ten\u00adant@skrytka.test',
    '\u202etenant@skrytka.test',
    'tenant@skry\u2060tka.test',
  ])('refuses %j', (email) => {
    expect(v.safeParse(NewsletterSchema, { email, lang: 'pl' }).success).toBe(false)
  })

  it('accepts ordinary addresses, plus-addressing and Polish letters included', () => {
    for (const email of ['jan.kowalski@example.pl', 'jan+skrytka@example.pl', 'zażółć@przykład.pl'])
      expect(v.safeParse(NewsletterSchema, { email, lang: 'pl' }).success, email).toBe(true)
  })

  it('holds in the console’s user and facility forms too', () => {
    expect(v.safeParse(FacilityUpdateSchema, { email: 'x@y.pl?bcc=z@evil.pl' }).success).toBe(false)
    expect(v.safeParse(FacilityUpdateSchema, { email: 'x@y.pl' }).success).toBe(true)
    const user = { password: 'Long-Enough-Password-1', role: 'TENANT', email: 'a\u200b@b.pl' }
    expect(v.safeParse(UserCreateSchema, user).success).toBe(false)
    expect(v.safeParse(UserCreateSchema, { ...user, email: 'a@b.pl' }).success).toBe(true)
  })
})

describe('names and notes refuse bidi overrides and zero-width characters', () => {
  const inquiry = { name: 'Jan Kowalski', email: 'jan@example.pl', phone: '600100200' }
  it.each([
    ['name', { ...inquiry, name: 'Jan\u200bKowalski' }],
    ['name', { ...inquiry, name: '\u202eiksal\u202c' }],
    ['message', { ...inquiry, message: 'Dzień dobry\u2066ukryte\u2069' }],
  ])('an inquiry %s', (_field, input) => {
    expect(v.safeParse(InquirySchema, input).success).toBe(false)
  })

  it('an operator note', () => {
    expect(v.safeParse(InquiryUpdateSchema, { note: 'Oddzwonić\u200d jutro' }).success).toBe(false)
    expect(v.safeParse(InquiryUpdateSchema, { note: 'Oddzwonić jutro' }).success).toBe(true)
  })
})

describe('prices are rounded to grosze on write', () => {
  it('a unit price', () => {
    const parsed = v.parse(UnitUpdateSchema, { priceMonthly: 1.000000001 })
    expect(parsed.priceMonthly).toBe(1)
    expect(v.parse(UnitUpdateSchema, { priceMonthly: '149,50' }).priceMonthly).toBe(149.5)
    expect(v.safeParse(UnitUpdateSchema, { priceMonthly: 149.555 }).success).toBe(false)
  })

  it('a facility’s price range in the console', () => {
    expect(v.parse(optPrice(1e7), 199.999999)).toBe(200)
    expect(v.parse(optPrice(1e7), '12,345')).toBe(12.35)
    expect(v.parse(optPrice(1e7), '')).toBeNull()
  })
})
