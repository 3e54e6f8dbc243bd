import { describe, expect, it } from 'vitest'
import { weekStart } from './week-start'

describe('weekStart', () => {
  it('starts the week at Monday midnight in Warsaw (winter, UTC+1)', () => {
    expect(weekStart(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-22T23:00:00.000Z')
  })

  it('counts Sunday 23:30 UTC as the next Monday in Warsaw', () => {
    expect(weekStart(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-29T23:00:00.000Z')
  })

  it('keeps Sunday evening in Warsaw in the week that ends', () => {
    expect(weekStart(new Date('2026-11-29T22:30:00Z'))).toBe('2026-11-22T23:00:00.000Z')
  })

  it('uses summer time (UTC+2) in July', () => {
    expect(weekStart(new Date('2026-07-08T09:00:00Z'))).toBe('2026-07-05T22:00:00.000Z')
  })

  it('uses Monday’s offset when the clocks changed on the Sunday between', () => {
    // Clocks went back on Sunday 2026-10-25: Monday 19 October midnight was still summer time.
    expect(weekStart(new Date('2026-10-25T12:00:00Z'))).toBe('2026-10-18T22:00:00.000Z')
    // Clocks went forward on Sunday 2026-03-29: Monday 23 March midnight was winter time.
    expect(weekStart(new Date('2026-03-29T12:00:00Z'))).toBe('2026-03-22T23:00:00.000Z')
  })
})
