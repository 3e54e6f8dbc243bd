import { describe, expect, it } from 'vitest'
import type { WeekHours } from '../contract/listing-values'
import { weekLine } from './hours-words'

const office = { opens: '08:00', closes: '18:00' }
const week: WeekHours = {
  mo: office,
  tu: office,
  we: office,
  th: office,
  fr: office,
  sa: { opens: '09:00', closes: '14:00' },
  su: null,
}

describe('a week of hours on one line', () => {
  it('joins days in a row with the same hours, in both languages', () => {
    expect(weekLine('pl', week)).toBe('pon.–pt. 08:00–18:00; sob. 09:00–14:00; niedz. zamknięte')
    expect(weekLine('en', week)).toBe('Mon–Fri 08:00–18:00; Sat 09:00–14:00; Sun closed')
  })

  it('says so when every day is the same, and reads 00:00–24:00 as all day', () => {
    const allDay = { opens: '00:00', closes: '24:00' }
    const always: WeekHours = { mo: allDay, tu: allDay, we: allDay, th: allDay, fr: allDay, sa: allDay, su: allDay }
    expect(weekLine('pl', always)).toBe('całą dobę, 7 dni w tygodniu')
    expect(weekLine('en', always)).toBe('open 24/7')
    expect(weekLine('pl', { ...week, sa: office })).toBe('pon.–sob. 08:00–18:00; niedz. zamknięte')
    const daily: WeekHours = { mo: office, tu: office, we: office, th: office, fr: office, sa: office, su: office }
    expect(weekLine('en', daily)).toBe('daily 08:00–18:00')
  })

  it('does not join equal hours that are not next to each other', () => {
    expect(weekLine('en', { ...week, we: null })).toBe(
      'Mon–Tue 08:00–18:00; Wed closed; Thu–Fri 08:00–18:00; Sat 09:00–14:00; Sun closed',
    )
  })
})
