import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^argon2id\$v=19\$m=7168,t=5,p=1\$/)
    expect(await verifyPassword('correct horse battery', hash)).toBe(true)
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false)
    // Three Argon2id runs of 7 MB × 5 passes: well under a second alone, over vitest's 5 s on a machine at load 20.
  }, 30_000)

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })

  it('rejects malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'pbkdf2$whatever')).toBe(false)
  })
})

describe('hashing under load', () => {
  it('stops verifying once the caller has gone away', async () => {
    const hash = await hashPassword('correct horse battery')
    await expect(verifyPassword('correct horse battery', hash, AbortSignal.abort())).rejects.toThrow()
    const time = async (run: () => Promise<unknown>) => {
      const started = performance.now()
      await run()
      return performance.now() - started
    }
    const full = await time(() => verifyPassword('correct horse battery', hash))
    let rejected = false
    const aborted = await time(() =>
      verifyPassword('correct horse battery', hash, AbortSignal.timeout(5)).catch(() => (rejected = true)),
    )
    // An abort 5 ms in must end the work long before a full verification (~150 ms, more on a busy machine) would.
    expect(rejected).toBe(true)
    expect(aborted).toBeLessThan(full / 2)
  })
})
