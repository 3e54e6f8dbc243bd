import { afterEach, describe, expect, it, vi } from 'vitest'
import { UNKNOWN_NETWORKS_PER_ACCOUNT, enterAccount } from './account-gate'

afterEach(() => vi.useRealTimers())

describe('account gate', () => {
  it(`lets ${UNKNOWN_NETWORKS_PER_ACCOUNT} attempt per account through at a time, other accounts unaffected`, () => {
    const first = enterAccount('victim@example.pl')
    expect(first).not.toBeNull()
    expect(enterAccount('victim@example.pl')).toBeNull()
    const other = enterAccount('someone@example.pl')
    expect(other).not.toBeNull()
    first!()
    // Releasing twice frees nothing more than the one lease.
    first!()
    const next = enterAccount('victim@example.pl')
    expect(next).not.toBeNull()
    expect(enterAccount('victim@example.pl')).toBeNull()
    next!()
    other!()
  })

  it('frees a lease whose release never ran, after its bound', () => {
    vi.useFakeTimers()
    expect(enterAccount('lost@example.pl')).not.toBeNull()
    expect(enterAccount('lost@example.pl')).toBeNull()
    vi.advanceTimersByTime(10_001)
    expect(enterAccount('lost@example.pl')).not.toBeNull()
  })
})
