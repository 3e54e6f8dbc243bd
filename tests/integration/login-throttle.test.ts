import { describe, expect, it } from 'vitest'
import { SEED, apiFetch } from './api-helpers'

/** Issue 14, findings 2 and 3: nobody can lock an account's owner out, and a login flood cannot take the CPU. */
const attempt = (email: string, password: string, ip: string) =>
  apiFetch('/api/auth/login', { method: 'POST', body: { email, password }, headers: { 'cf-connecting-ip': ip } })

describe('login throttling', () => {
  it('lets the owner in from their own address while others hammer the account', async () => {
    const attacker = '198.51.100.7'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await attempt(SEED.client.email, `wrong-guess-${i}`, attacker)).status)
    // The attacker's own (e-mail, address) pair is throttled…
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // …and so are guesses from other addresses after their own ten, but none of it reaches the owner.
    for (let i = 0; i < 3; i++)
      expect((await attempt(SEED.client.email, 'wrong-again', `198.51.100.${20 + i}`)).status).toBe(401)
    const owner = await attempt(SEED.client.email, SEED.client.password, '192.0.2.44')
    expect(owner.status).toBe(200)
    // The attacker's own pair stays throttled, with Retry-After, even when it finally guesses right.
    const limited = await attempt(SEED.client.email, SEED.client.password, attacker)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('turns a flood of concurrent logins away with 429 before hashing, never 5xx', async () => {
    const started = performance.now()
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(`flood-${i}@example.pl`, 'bogus-password', `203.0.113.${i + 1}`)),
    )
    const elapsed = performance.now() - started
    const statuses = responses.map((response) => response.status)
    expect(
      statuses.every((status) => status === 401 || status === 429),
      statuses.join(','),
    ).toBe(true)
    const limited = responses.filter((response) => response.status === 429)
    expect(limited.length).toBeGreaterThan(0)
    for (const response of limited) {
      expect(response.headers.get('retry-after')).toBe('1')
      expect(await response.json()).toMatchObject({ code: 'RATE_LIMITED' })
    }
    // Thirty full hashes took ~8 s before; only the few admitted ones run now.
    expect(elapsed).toBeLessThan(5000)
    // Every slot is free again afterwards.
    expect((await attempt(SEED.admin.email, SEED.admin.password, '192.0.2.45')).status).toBe(200)
  })
})
