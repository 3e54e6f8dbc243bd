import { describe, expect, it } from 'vitest'
import { addDays, businessToday, isCalendarDate } from './calendar-date'

describe('calendar dates in Polish time', () => {
  it('takes "today" in Warsaw, not in UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Warsaw (UTC+2 in summer time).
    expect(businessToday(Date.parse('2026-03-31T23:30:00Z'))).toBe('2026-04-01')
    expect(businessToday(Date.parse('2026-12-31T22:59:00Z'))).toBe('2026-12-31')
    expect(businessToday(Date.parse('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
  })

  it('knows real days from impossible ones', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true)
    expect(isCalendarDate('2027-02-29')).toBe(false)
    expect(isCalendarDate('2026-13-01')).toBe(false)
    expect(isCalendarDate('2026-1-01')).toBe(false)
    expect(isCalendarDate('jutro')).toBe(false)
  })

  it('adds whole days across months, years and the DST change', () => {
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26')
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
  })
})
