import { describe, expect, it } from 'vitest'
import { sizeLabel } from './size-label'

describe('sizeLabel', () => {
  it('writes a plain size with the language’s decimal mark', () => {
    expect(sizeLabel('1,5 m²', 1.5, 'en')).toBe('1.5 m²')
    expect(sizeLabel('1,5 m²', 1.5, 'pl')).toBe('1,5 m²')
    expect(sizeLabel('20 m²', 20, 'en')).toBe('20 m²')
    expect(sizeLabel('7.5 m²', 7.5, 'pl')).toBe('7,5 m²')
    expect(sizeLabel('1250 m²', 1250, 'en')).toBe('1,250 m²')
  })
  it('keeps an operator’s own label', () => {
    expect(sizeLabel('2 × 1,5 m', 3, 'en')).toBe('2 × 1,5 m')
    expect(sizeLabel('Garaż 18 m²', 18, 'en')).toBe('Garaż 18 m²')
  })
})
