import { describe, expect, it } from 'vitest'
import { SEED, apiFetch, login } from './api-helpers'

describe('login and sessions', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and /api/user/me answers the user', async () => {
    const response = await apiFetch('/api/auth/login', {
      method: 'POST',
      body: { email: SEED.admin.email, password: SEED.admin.password },
    })
    expect(response.status).toBe(200)
    // The login also sets the D1 bookmark cookie (ADR 0020); this test is about the session's.
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('skrytka_session='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\//)
    expect(cookie).not.toMatch(/Max-Age/i)
    const session = /skrytka_session=[^;]+/.exec(cookie)![0]
    const me = await apiFetch('/api/user/me', { cookie: session })
    expect(me.status).toBe(200)
    const body = (await me.json()) as { user: { role: string; email: string } }
    expect(body.user).toMatchObject({ role: 'SUPERADMIN', email: SEED.admin.email })
  })

  it('sets a script-readable "signed in" hint beside the session, living as long, and clears it at logout', async () => {
    const response = await apiFetch('/api/auth/login', { method: 'POST', body: { ...SEED.client, remember: true } })
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('skrytka_signed_in='))!
    expect(hint).toMatch(/^skrytka_signed_in=1;/)
    // The page's script reads it to decide whether to ask /api/user/me; it carries no credential.
    expect(hint).not.toMatch(/HttpOnly/i)
    expect(hint).toMatch(/Max-Age=2592000/)
    const session = /skrytka_session=[^;]+/.exec(response.headers.getSetCookie().join('\n'))![0]
    const logout = await apiFetch('/api/auth/logout', { method: 'POST', cookie: session })
    expect(logout.headers.getSetCookie().find((c) => c.startsWith('skrytka_signed_in='))).toMatch(/Max-Age=0/)
  })

  it('remember me keeps the cookie for 30 days', async () => {
    const response = await apiFetch('/api/auth/login', { method: 'POST', body: { ...SEED.client, remember: true } })
    expect(response.headers.getSetCookie().find((c) => c.startsWith('skrytka_session='))).toMatch(/Max-Age=2592000/)
  })

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await apiFetch('/api/auth/login', {
      method: 'POST',
      body: { email: 'nikt@example.pl', password: 'whatever1' },
    })
    const wrong = await apiFetch('/api/auth/login', {
      method: 'POST',
      body: { email: SEED.admin.email, password: 'wrong-password' },
    })
    expect(unknown.status).toBe(401)
    expect(wrong.status).toBe(401)
    expect(await unknown.text()).toBe(await wrong.text())
  })

  it('rotates the session at login and revokes it at logout', async () => {
    const first = await login(SEED.client.email, SEED.client.password)
    const again = await apiFetch('/api/auth/login', { method: 'POST', cookie: first, body: SEED.client })
    const second = /skrytka_session=[^;]+/.exec(again.headers.get('set-cookie')!)![0]
    expect(second).not.toBe(first)
    expect((await apiFetch('/api/user/me', { cookie: first })).status).toBe(401)
    expect((await apiFetch('/api/user/me', { cookie: second })).status).toBe(200)
    expect((await apiFetch('/api/auth/logout', { method: 'POST', cookie: second })).status).toBe(200)
    expect((await apiFetch('/api/user/me', { cookie: second })).status).toBe(401)
  })

  it.each([
    [{ email: 'not-an-email', password: 'secret123' }],
    [{ email: SEED.admin.email, password: '123' }],
    [{ email: SEED.admin.email }],
    [{ email: 42, password: 'secret123' }],
  ])('validates %j', async (body) => {
    const response = await apiFetch('/api/auth/login', { method: 'POST', body })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_ERROR')
  })

  it('rate-limits login attempts per e-mail with Retry-After', async () => {
    const body = { email: `brute-${Date.now()}@example.pl`, password: 'guess-123' }
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) statuses.push((await apiFetch('/api/auth/login', { method: 'POST', body })).status)
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true)
    const limited = await apiFetch('/api/auth/login', { method: 'POST', body })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { code: string }).code).toBe('RATE_LIMITED')
  })
})

describe('CSRF', () => {
  it('rejects an unsafe request without Origin or Sec-Fetch-Site', async () => {
    const response = await apiFetch('/api/newsletter/subscribe', {
      method: 'POST',
      origin: null,
      body: { email: 'x@example.pl' },
    })
    expect(response.status).toBe(403)
  })

  it('rejects a cross-site request even with a valid session cookie', async () => {
    const cookie = await login(SEED.admin.email, SEED.admin.password)
    const response = await apiFetch('/api/auth/logout', { method: 'POST', cookie, origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect((await apiFetch('/api/user/me', { cookie })).status).toBe(200)
  })

  it('accepts Sec-Fetch-Site: same-origin when Origin is absent', async () => {
    const response = await apiFetch('/api/newsletter/subscribe', {
      method: 'POST',
      origin: null,
      headers: { 'sec-fetch-site': 'same-origin' },
      body: { email: 'sfs@example.pl' },
    })
    expect(response.status).toBeLessThan(300)
  })
})
