import { describe, expect, it } from 'vitest'
import { formatCalendarDate, formatShortDateTime } from './datetime'
import { formatDuration, relativeTime } from './relative-time'

const NOW = Date.parse('2026-11-23T12:00:00Z')
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString()

describe('relativeTime', () => {
  it('says "2 dni temu" (not "przedwczoraj") and "2 days ago"', () => {
    expect(relativeTime('pl', ago(2 * 86_400 + 3_600), NOW)).toBe('2 dni temu')
    expect(relativeTime('en', ago(2 * 86_400 + 3_600), NOW)).toBe('2 days ago')
  })

  it('uses the largest whole unit, days at most, with Polish plural forms', () => {
    expect(relativeTime('pl', ago(5 * 60), NOW)).toBe('5 minut temu')
    expect(relativeTime('pl', ago(3 * 3_600), NOW)).toBe('3 godziny temu')
    expect(relativeTime('pl', ago(86_400), NOW)).toBe('1 dzień temu')
    expect(relativeTime('pl', ago(40 * 86_400), NOW)).toBe('40 dni temu')
    expect(relativeTime('en', ago(3_600), NOW)).toBe('1 hour ago')
  })

  it('under a minute is now', () => {
    expect(relativeTime('pl', ago(10), NOW)).toBe('teraz')
    expect(relativeTime('en', ago(10), NOW)).toBe('now')
  })
})

describe('formatDuration', () => {
  it('picks minutes, hours or days', () => {
    expect(formatDuration('pl', 45)).toBe('45 minut')
    expect(formatDuration('pl', 180)).toBe('3 godziny')
    expect(formatDuration('en', 3 * 1440)).toBe('3 days')
  })
})

describe('formatShortDateTime (the console)', () => {
  it('shows D1 timestamps in Polish time, in the console language', () => {
    // 19:04 UTC in November is 20:04 in Warsaw (CET); in July (CEST) 19:04 UTC is 21:04.
    expect(formatShortDateTime('pl', '2026-11-22T19:04:55.450Z')).toBe('22.11.2026, 20:04')
    expect(formatShortDateTime('en', '2026-11-22T19:04:55.450Z')).toBe('22/11/2026, 20:04')
    expect(formatShortDateTime('pl', '2026-07-01 19:04:00')).toBe('1.07.2026, 21:04')
  })
  it('leaves what is not a timestamp alone', () => {
    expect(formatShortDateTime('pl', 'wczoraj')).toBeNull()
    expect(formatShortDateTime('pl', '2026-13-45T99:99Z')).toBeNull()
  })
})

describe('formatCalendarDate', () => {
  it('keeps the calendar day whatever the zone', () => {
    expect(formatCalendarDate('pl', '2026-03-12')).toBe('12 marca 2026')
    expect(formatCalendarDate('en', '2026-03-12')).toBe('12 March 2026')
  })
})
