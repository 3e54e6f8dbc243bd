import { describe, expect, it } from 'vitest'
import { nextStatus } from './record'

const decided = (status: 'verified' | 'refused') => JSON.stringify({ status, reason: 'r', by: 'a', at: 'now' })

describe('what a check does to a company', () => {
  it('without a decision, the registers decide', () => {
    for (const status of ['verified', 'needs_review', 'refused'] as const)
      expect(nextStatus({ verification_decision: null }, { status })).toBe(status)
  })
  it('a superadmin’s "verified" stands against a mismatch or silence, not against a company that ended', () => {
    const row = { verification_decision: decided('verified') }
    expect(nextStatus(row, { status: 'needs_review' })).toBe('verified')
    expect(nextStatus(row, { status: 'refused' })).toBe('refused')
  })
  it('a superadmin’s "refused" stands whatever the registers say', () => {
    const row = { verification_decision: decided('refused') }
    for (const status of ['verified', 'needs_review', 'refused'] as const)
      expect(nextStatus(row, { status })).toBe('refused')
  })
})
