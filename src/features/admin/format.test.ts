import { describe, expect, it } from 'vitest'
import { formatDateTime, formatNumber } from './format'

describe('admin formatting', () => {
  it('shows D1 timestamps in Polish time, in the console language', () => {
    // 19:04 UTC in November is 20:04 in Warsaw (CET); in July (CEST) 19:04 UTC is 21:04.
    expect(formatDateTime('pl', '2026-11-22T19:04:55.450Z')).toBe('22.11.2026, 20:04')
    expect(formatDateTime('en', '2026-11-22T19:04:55.450Z')).toBe('22/11/2026, 20:04')
    expect(formatDateTime('pl', '2026-07-01 19:04:00')).toBe('1.07.2026, 21:04')
  })
  it('leaves what is not a timestamp alone', () => {
    expect(formatDateTime('pl', 'wczoraj')).toBeNull()
    expect(formatDateTime('pl', '2026-13-45T99:99Z')).toBeNull()
  })
  it('writes numbers the language way', () => {
    expect(formatNumber('pl', 2.5)).toBe('2,5')
    expect(formatNumber('en', 2.5)).toBe('2.5')
  })
})
