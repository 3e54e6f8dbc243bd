import { describe, expect, it } from 'vitest'
import { LOGIN_BUDGET_MS, REFUSAL_PAUSE_MS, loginDeadline, pause, refusalPause } from './login-pace'

describe('login pace', () => {
  it('pauses a refusal, less when the attempt has little time left, never past the edge timeout', () => {
    const start = 1_000_000
    expect(refusalPause(start, start + 10)).toBe(REFUSAL_PAUSE_MS)
    expect(refusalPause(start, start + 8_500)).toBe(500)
    expect(refusalPause(start, start + 9_500)).toBe(0)
    // The edge gives a sign-in 10 s (worker/lib/upstream.ts): a paced refusal is always answered before that.
    for (const elapsed of [0, 1_000, LOGIN_BUDGET_MS, 8_999])
      expect(elapsed + refusalPause(start, start + elapsed)).toBeLessThanOrEqual(9_000)
  })

  it('ends a pause early when the caller goes', async () => {
    const caller = new AbortController()
    const started = performance.now()
    const paused = pause(5_000, caller.signal)
    caller.abort()
    await paused
    expect(performance.now() - started).toBeLessThan(1_000)
  })

  it('gives the hashing a deadline inside the budget, and follows the caller', async () => {
    const caller = new AbortController()
    const late = loginDeadline(Date.now() - LOGIN_BUDGET_MS, caller.signal)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(late.aborted).toBe(true)
    const fresh = loginDeadline(Date.now(), caller.signal)
    expect(fresh.aborted).toBe(false)
    caller.abort()
    expect(fresh.aborted).toBe(true)
  })
})
