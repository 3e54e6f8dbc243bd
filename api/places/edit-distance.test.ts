import { describe, expect, it } from 'vitest'
import { typingDistance } from './edit-distance'

describe('typingDistance', () => {
  it('counts a swap of neighbours as one slip, like an insertion, a deletion or a substitution', () => {
    expect(typingDistance('lubiln', 'lublin')).toBe(1)
    expect(typingDistance('krakwo', 'krakow')).toBe(1)
    expect(typingDistance('krakw', 'krakow')).toBe(1)
    expect(typingDistance('krakoww', 'krakow')).toBe(1)
    expect(typingDistance('krakuw', 'krakow')).toBe(1)
  })
  it('is zero only for equal words and grows with the slips', () => {
    expect(typingDistance('gdansk', 'gdansk')).toBe(0)
    expect(typingDistance('', 'abc')).toBe(3)
    expect(typingDistance('abc', '')).toBe(3)
    expect(typingDistance('lubin', 'lublin')).toBe(1)
    expect(typingDistance('poznan', 'gdansk')).toBeGreaterThanOrEqual(3)
  })
})
