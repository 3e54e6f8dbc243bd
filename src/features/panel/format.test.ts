import { describe, expect, it } from 'vitest'
import { formatDuration, relativeTime } from './format'

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
