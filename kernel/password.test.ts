import { describe, expect, it } from 'vitest'
import { PASSWORD_ALPHABET, generatePassword } from './password'

describe('generatePassword', () => {
  it('makes 12 characters from the look-alike-free alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword()
      expect(password).toHaveLength(12)
      expect([...password].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true)
    }
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/)
  })

  it('differs between calls', () => {
    expect(new Set(Array.from({ length: 50 }, () => generatePassword())).size).toBe(50)
  })
})
