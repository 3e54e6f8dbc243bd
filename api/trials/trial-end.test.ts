import { describe, expect, it } from 'vitest'
import { formatLongDate } from '~/lib/datetime'
import { trialEnd } from './trial-end'

describe('trialEnd', () => {
  it('ends at the last moment of the Polish day 30 days on, in winter and in summer', () => {
    expect(trialEnd(new Date('2026-11-28T15:04:00Z'), 30)).toBe('2026-12-28T22:59:59.999Z')
    expect(trialEnd(new Date('2026-06-01T08:00:00Z'), 30)).toBe('2026-07-01T21:59:59.999Z')
  })

  it('counts the day in Poland, not in UTC: 23:30 UTC is already the next Polish day', () => {
    expect(trialEnd(new Date('2026-11-28T23:30:00Z'), 30)).toBe('2026-12-29T22:59:59.999Z')
  })

  it('counts calendar days across a change of clocks', () => {
    // From winter time into summer time (29 March 2026) and back (25 October 2026).
    expect(trialEnd(new Date('2026-03-20T22:59:59.999Z'), 14)).toBe('2026-04-03T21:59:59.999Z')
    expect(trialEnd(new Date('2026-10-20T21:59:59.999Z'), 14)).toBe('2026-11-03T22:59:59.999Z')
  })

  it('names, in both languages, the day the trial still runs through', () => {
    const end = trialEnd(new Date('2026-11-28T15:04:00Z'), 30)
    expect(formatLongDate('pl', end)).toBe('28 grudnia 2026')
    expect(formatLongDate('en', end)).toBe('28 December 2026')
    // A minute later, it is another day.
    expect(formatLongDate('pl', new Date(Date.parse(end) + 60_000).toISOString())).toBe('29 grudnia 2026')
  })
})
