import { describe, expect, it } from 'vitest'
import { fold } from './text'

describe('fold', () => {
  it('drops Polish diacritics, ł included, and lowercases', () => {
    expect(fold('Zażółć Gęślą Jaźń ŁÓDŹ')).toBe('zazolc gesla jazn lodz')
  })

  it('keeps what has no diacritics as it is, apart from case', () => {
    expect(fold('Self-Storage 24/7')).toBe('self-storage 24/7')
  })
})
