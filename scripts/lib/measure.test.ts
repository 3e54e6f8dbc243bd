import { describe, expect, it } from 'vitest'
import { markdownTable, percentile } from './measure'

describe('percentile', () => {
  it('uses the nearest-rank method', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile(values, 100)).toBe(100)
    expect(percentile([7], 99)).toBe(7)
  })
})

describe('markdownTable', () => {
  it('renders a header, a rule and rows', () => {
    expect(markdownTable([{ a: 1, b: 'x' }])).toBe('| a | b |\n| --- | --- |\n| 1 | x |')
  })
})
