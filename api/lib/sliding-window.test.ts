import { describe, expect, it } from 'vitest'
import { estimate, secondsUntilRoom, windowAt } from './sliding-window'

const QUARTER = 900
const turn = 1_800_000_000 - (1_800_000_000 % QUARTER) // a quarter hour's turn, in seconds

describe('the sliding window', () => {
  it('remembers a burst just before the turn right after it: ten guesses, then none', () => {
    const before = windowAt(QUARTER, turn - 1)
    expect(estimate(before, 0, 10)).toBe(10) // the tenth fits a limit of 10
    const after = windowAt(QUARTER, turn + 1)
    expect(after.previousStart).toBe(before.start)
    // The eleventh, a second past the turn: 10 × (899/900) + 1 > 10. A fixed window let it (and nine more) through.
    expect(estimate(after, 10, 1)).toBeGreaterThan(10)
  })

  it('lets the previous window fade over this one', () => {
    expect(estimate(windowAt(QUARTER, turn), 10, 0)).toBe(10)
    expect(estimate(windowAt(QUARTER, turn + 450), 10, 0)).toBe(5)
    expect(estimate(windowAt(QUARTER, turn + 899), 10, 0)).toBeCloseTo(10 / 900)
  })

  it('says when one more fits: later in this window, or in the next, never before', () => {
    // 10 before, 1 now, limit 10: room when 10 × (1 − t/900) + 1 + 1 ≤ 10, at t = 180 s.
    expect(secondsUntilRoom(windowAt(QUARTER, turn + 60), 10, 1, 10, turn + 60)).toBe(120)
    // This window full (11 of 10): the next one, once 11 × (1 − t/900) + 1 ≤ 10, t ≈ 163.6 s into it.
    const w = windowAt(QUARTER, turn + 100)
    expect(secondsUntilRoom(w, 0, 11, 10, turn + 100)).toBe(800 + 164)
    // Nothing before: room now, and never less than a second.
    expect(secondsUntilRoom(w, 0, 3, 10, turn + 100)).toBe(1)
    // A count of one per 10 s slides too: used 4 s into its window, room 10 s into the next (1 × (1 − t/10) + 1 ≤ 1).
    expect(secondsUntilRoom(windowAt(10, turn + 4), 0, 1, 1, turn + 4)).toBe(16)
  })

  it('keeps a pace fixed: one attempt per window, the wait never past its end', () => {
    const pace = windowAt(10, turn + 4, true)
    expect(estimate(pace, 1, 0)).toBe(0)
    expect(secondsUntilRoom(pace, 0, 1, 1, turn + 4)).toBe(6)
    expect(secondsUntilRoom(pace, 0, 0, 1, turn + 4)).toBe(1)
  })
})
