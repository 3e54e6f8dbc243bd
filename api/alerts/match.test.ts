import { describe, expect, it } from 'vitest'
import { isTrigger } from './match'

describe('isTrigger (issue 27: which unit changes can alert)', () => {
  const price = (oldPrice: number | null, newPrice: number) => ({
    unitId: 1,
    reason: 'price' as const,
    oldPrice,
    newPrice,
  })

  it('a new or freed unit always; a cut of at least 5 %; a first price (the unit becomes rentable)', () => {
    expect(isTrigger({ unitId: 1, reason: 'created' })).toBe(true)
    expect(isTrigger({ unitId: 1, reason: 'freed' })).toBe(true)
    expect(isTrigger(price(500, 475))).toBe(true)
    expect(isTrigger(price(500, 300))).toBe(true)
    expect(isTrigger(price(null, 300))).toBe(true)
  })

  it('never a rise, an unchanged price or a cut under 5 %', () => {
    expect(isTrigger(price(500, 550))).toBe(false)
    expect(isTrigger(price(500, 500))).toBe(false)
    expect(isTrigger(price(500, 476))).toBe(false)
  })
})
