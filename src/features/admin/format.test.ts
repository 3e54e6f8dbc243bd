import { describe, expect, it } from 'vitest'
import { formatNumber } from './format'

describe('admin formatting', () => {
  it('writes numbers the language way', () => {
    expect(formatNumber('pl', 2.5)).toBe('2,5')
    expect(formatNumber('en', 2.5)).toBe('2.5')
  })
})
