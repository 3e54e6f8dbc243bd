import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { ReservationSchema, samePrice } from './reservations'

const filled = {
  unitId: '12',
  moveInDate: addDays(businessToday(), 3),
  name: 'Ewa',
  email: 'ewa@example.pl',
  phone: '600 100 200',
  acceptTerms: 'on',
}
const priceIssue = (input: Record<string, unknown>) =>
  v.safeParse(ReservationSchema, input).issues?.find((issue) => v.getDotPath(issue) === 'priceMonthly')?.message

describe('ReservationSchema: the price the renter saw (ADR 0084)', () => {
  it('takes the form’s text and the API’s number alike', () => {
    expect(v.parse(ReservationSchema, { ...filled, priceMonthly: '81' }).priceMonthly).toBe(81)
    expect(v.parse(ReservationSchema, { ...filled, priceMonthly: 56.5 }).priceMonthly).toBe(56.5)
  })

  it('is required, and a number', () => {
    // A missing key is the object's own issue, at the field's path (the 400 names it).
    expect(priceIssue(filled)).toBeDefined()
    expect(priceIssue({ ...filled, priceMonthly: '' })).toBe('required')
    for (const wrong of ['abc', -1, Number.POSITIVE_INFINITY, '1e999'])
      expect(priceIssue({ ...filled, priceMonthly: wrong }), String(wrong)).toBe('invalid')
  })
})

describe('samePrice', () => {
  it('compares grosze, not float noise', () => {
    expect(samePrice(56.1, 56.099999999)).toBe(true)
    expect(samePrice(81, 95)).toBe(false)
    expect(samePrice(50, 50.01)).toBe(false)
  })
})

describe('ReservationSchema: no web address in the name (issue 41, the greeting of the renter mail)', () => {
  it('refuses a name with a link and keeps a plain one', () => {
    const nameIssue = (name: string) =>
      v
        .safeParse(ReservationSchema, { ...filled, priceMonthly: '81', name })
        .issues?.find((issue) => v.getDotPath(issue) === 'name')?.message
    expect(nameIssue('Ewa https://evil.example/konto')).toBe('urlInName')
    expect(nameIssue('Ewa Nowak')).toBeUndefined()
  })
})
