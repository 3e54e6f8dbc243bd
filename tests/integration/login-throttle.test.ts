import { describe, expect, it } from 'vitest'
import { SEED, apiFetch, sessionFor, startInFreshWindow } from './api-helpers'
import { LOGIN_WINDOW_S, SLOWDOWN_EVERY_S } from '@api/auth/login-guard'
import { d1 } from './d1'
import { networkOf } from '@api/lib/network'

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

  it('lets a flood of concurrent logins from many networks wait for a slot, refusing only past the line, never 5xx', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt(`flood-${i}@example.pl`, 'bogus-password', `203.0.113.${i + 1}`)),
    )
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
    // The line is bounded (MAX_WAITING, MAX_WAIT_MS): an unbounded one would have hashed all thirty and refused none.
    // How long the flood takes is the bench's to say (npm run test:abuse), not a test's.
    // Every slot is free again afterwards.
    expect((await attempt(SEED.admin.email, SEED.admin.password, '192.0.2.45')).status).toBe(200)
  })

  it('counts every address of one IPv6 /64 as one network', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 11; i++)
      statuses.push((await attempt(SEED.client.email, `v6-guess-${i}`, `2001:db8:30:1::${i.toString(16)}`)).status)
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
    // The next /64 is another network.
    expect((await attempt(SEED.client.email, 'v6-other', '2001:db8:30:2::1')).status).toBe(401)
  })

  it('gives one network one hashing slot: its parallel flood is refused at once, not queued', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => attempt(`single-${i}@example.pl`, 'bogus-password', '198.51.100.99')),
    )
    const statuses = responses.map((response) => response.status)
    expect(
      statuses.every((status) => status === 401 || status === 429),
      statuses.join(','),
    ).toBe(true)
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6)
  })

  it('writes nothing to D1 for an attempt the isolate refuses: a rotating flood past the account gate (ADR 0070)', async () => {
    const email = `gate-${Date.now()}@example.pl`
    const networks = Array.from({ length: 8 }, (_, i) => `2001:db8:${(Date.now() % 0xffff).toString(16)}:${i + 1}::1`)
    const responses = await Promise.all(networks.map((ip, i) => attempt(email, `rotating-${i}`, ip)))
    const statuses = responses.map((response) => response.status)
    // One unknown network at a time per account: the others are refused while one hashes.
    expect(statuses.filter((status) => status === 429).length, statuses.join(',')).toBeGreaterThan(0)
    const written = new Set(
      d1<{ key: string }>('SELECT key FROM rate_limits WHERE key LIKE ?', `%:${email}`).map((r) => r.key),
    )
    networks.forEach((ip, i) => {
      const counted = written.has(`login-pair:${networkOf(ip)}:${email}`)
      // Counted in D1 exactly when it got as far as the password check.
      expect(counted, `${ip} answered ${statuses[i]}`).toBe(statuses[i] === 401)
    })
  })

  it('slows an account down for unknown networks after failures from many, never for its own network', async () => {
    const admin = await sessionFor(SEED.admin.email)
    const email = `slowdown-${Date.now()}@example.pl`
    const password = 'Slowdown-Owner-2026'
    const created = await apiFetch('/api/superadmin/users', {
      method: 'POST',
      cookie: admin,
      body: { email, password, role: 'TENANT', name: 'Slowdown owner' },
    })
    expect(created.status).toBeLessThan(300)
    // The owner's home network is an IPv6 /64; it signed in from one address of it before.
    expect((await attempt(email, password, '2001:db8:77:1::1')).status).toBe(200)
    // Ten networks fail once each: the account is now under a distributed attack.
    for (let i = 0; i < 10; i++) expect((await attempt(email, `guess-${i}`, `203.0.113.${140 + i}`)).status).toBe(401)
    // A new network gets one try, then waits (Retry-After, never a lockout)… The wait is a fixed 10 s window: both
    // tries go in one, or a window's end between them lets the second through (a fresh-clone run, 2026-11-28).
    await startInFreshWindow(SLOWDOWN_EVERY_S, 6)
    expect((await attempt(email, 'guess-new', '203.0.113.200')).status).toBe(401)
    const slowed = await attempt(email, 'guess-new-2', '203.0.113.201')
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(10)
    // …while the owner, from its own network, signs in every time, from any address of its /64.
    for (let i = 2; i < 5; i++) expect((await attempt(email, password, `2001:db8:77:1::${i}`)).status).toBe(200)
  })

  it('counts failing networks over the last 15 minutes, not per quarter hour: the slowdown outlives the clock’s turn and lapses after', async () => {
    const email = `sliding-${Date.now()}@example.pl`
    const now = Math.floor(Date.now() / 1000)
    // Ten networks failed 14 minutes ago, almost always in the previous fixed quarter hour: still one attack.
    for (let i = 0; i < 10; i++)
      d1(
        'INSERT INTO login_failures (email, network, failed_at) VALUES (?, ?, ?)',
        email,
        `198.18.${i}.1`,
        now - 14 * 60,
      )
    await startInFreshWindow(SLOWDOWN_EVERY_S, 6)
    expect((await attempt(email, 'sliding-1', '203.0.113.210')).status).toBe(401)
    expect((await attempt(email, 'sliding-2', '203.0.113.211')).status).toBe(429)
    // Fifteen minutes after the tenth latest failure the account is no longer under attack: nine recent ones do not
    // make ten. (A fresh account; the first one's isolate memory keeps it slowed until its own attack ages out.)
    const other = `sliding-old-${Date.now()}@example.pl`
    for (let i = 0; i < 10; i++)
      d1(
        'INSERT INTO login_failures (email, network, failed_at) VALUES (?, ?, ?)',
        other,
        `198.18.${i}.2`,
        now - (i < 9 ? 60 : 15 * 60 + 5),
      )
    await startInFreshWindow(SLOWDOWN_EVERY_S, 7)
    expect((await attempt(other, 'old-guess-1', '203.0.113.212')).status).toBe(401)
    // That failure is the tenth network again: from now on unknown networks share one attempt per 10 s.
    expect((await attempt(other, 'old-guess-2', '203.0.113.213')).status).toBe(401)
    expect((await attempt(other, 'old-guess-3', '203.0.113.214')).status).toBe(429)
  })

  it('slides the pair’s window: guesses from the quarter hour before the turn still count after it', async () => {
    const email = `turn-${Date.now()}@example.pl`
    const ip = '198.51.100.77'
    // Not within a few seconds of a turn, so "the previous window" stays the one written below.
    await startInFreshWindow(LOGIN_WINDOW_S, 5)
    const now = Math.floor(Date.now() / 1000)
    const previous = now - (now % LOGIN_WINDOW_S) - LOGIN_WINDOW_S
    // A flood in the previous quarter hour: weighed by its share still inside the last 15 minutes, it is over the
    // pair's ten whenever in this one the next guess comes. A fixed window forgot it at the turn.
    d1(
      'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)',
      `login-pair:${networkOf(ip)}:${email}`,
      previous,
      10_000,
    )
    const refused = await attempt(email, 'after-the-turn', ip)
    expect(refused.status).toBe(429)
    // The wait is when the previous window has faded enough, within this one.
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_WINDOW_S)
    // Another network is not held by this pair's count.
    expect((await attempt(email, 'after-the-turn', '198.51.100.78')).status).toBe(401)
  })
})
