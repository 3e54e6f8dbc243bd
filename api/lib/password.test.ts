import { describe, expect, it } from 'vitest'
import { MAX_CONCURRENT_HASHES, generatePassword, hashPassword, verifyPassword, withHashSlot } from './password'

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

describe('hashing under load', () => {
  it('stops verifying once the caller has gone away', async () => {
    const hash = await hashPassword('correct horse battery')
    await expect(verifyPassword('correct horse battery', hash, AbortSignal.abort())).rejects.toThrow()
    const started = performance.now()
    await expect(verifyPassword('correct horse battery', hash, AbortSignal.timeout(5))).rejects.toThrow()
    // A full verification takes ~150 ms here; an abort after 5 ms must end it well before that.
    expect(performance.now() - started).toBeLessThan(60)
  })

  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once and turns the rest away without waiting`, async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const held = Array.from({ length: MAX_CONCURRENT_HASHES }, () => withHashSlot(() => gate))
    expect(await withHashSlot(async () => 'extra')).toBeNull()
    release()
    await Promise.all(held)
    expect(await withHashSlot(async () => 'again')).toEqual({ value: 'again' })
  })
})
