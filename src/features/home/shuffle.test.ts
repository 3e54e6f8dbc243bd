import { describe, expect, it } from 'vitest'
import { seededShuffle } from './shuffle'

describe('seededShuffle', () => {
  const items = Array.from({ length: 25 }, (_, i) => i)
  it('repeats the same order for the same seed (no hydration mismatch)', () => {
    expect(seededShuffle(items, 42)).toEqual(seededShuffle(items, 42))
  })
  it('keeps every item exactly once', () => {
    expect([...seededShuffle(items, 7)].sort((a, b) => a - b)).toEqual(items)
  })
  it('differs between seeds', () => {
    expect(seededShuffle(items, 1)).not.toEqual(seededShuffle(items, 2))
  })
})
