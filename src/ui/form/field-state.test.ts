import { describe, expect, it } from 'vitest'
import { describedBy, shouldReveal } from './field-state'

describe('shouldReveal', () => {
  const error = { dirty: false, errors: ['required'] }
  it('validated: whenever conform reports an error', () => {
    expect(shouldReveal('validated', false, error)).toBe(true)
    expect(shouldReveal('validated', false, { dirty: true, errors: [] })).toBe(false)
  })
  it('touched: only after typing or a submit attempt', () => {
    expect(shouldReveal('touched', false, error)).toBe(false)
    expect(shouldReveal('touched', false, { ...error, dirty: true })).toBe(true)
    expect(shouldReveal('touched', true, error)).toBe(true)
  })
  it('status: never under the field', () => {
    expect(shouldReveal('status', true, { ...error, dirty: true })).toBe(false)
  })
})

describe('describedBy', () => {
  it('lists each id once, in order, and nothing when empty', () => {
    expect(describedBy('hint', 'status', 'err')).toBe('hint status err')
    expect(describedBy(undefined, 'err', 'err')).toBe('err')
    expect(describedBy(undefined, false, null)).toBeUndefined()
  })
})
