import { describe, expect, it } from 'vitest'
import { generatePassword, hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^argon2id\$v=19\$m=7168,t=5,p=1\$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
  })

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('rejects malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'pbkdf2$whatever')).toBe(false)
  })
})

describe('generatePassword', () => {
  it('makes 12 characters without look-alikes', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword()
      expect(password).toHaveLength(12)
      expect(password).not.toMatch(/[0O1lI]/)
    }
  })
})
