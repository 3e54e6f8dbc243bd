import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminUser } from '@api/contract/admin'
import { apiFetch, login, SEED, sessionFor, startInFreshWindow } from './api-helpers'
import { d1 } from './d1'
import { arrived, mailTo } from './mail'

/**
 * Issue 40 (ADR 0089): password reset for every role, the console's set-password link and a signed-in change.
 * Every account here is made through the console's API with a password, then signed in for real.
 */
let admin = ''
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

const PASSWORD = 'Stare-Haslo-2026'
let n = 0
const unique = (name: string) => `${name}-${Date.now()}-${++n}-${Math.floor(Math.random() * 1e6)}@example.pl`
/** Each caller its own network, so the per-network limit never joins two tests. */
const network = () => `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

async function newUser(role: 'TENANT' | 'CLIENT' | 'SUPERADMIN' = 'TENANT', lang: 'pl' | 'en' = 'pl') {
  const email = unique(role.toLowerCase())
  const response = await apiFetch('/api/superadmin/users', {
    method: 'POST',
    cookie: admin,
    body: { email, password: PASSWORD, role, lang },
  })
  expect(response.status).toBe(201)
  return { ...((await response.json()) as AdminUser), email }
}

const requestReset = (email: string, lang = 'pl', ip = network()) =>
  apiFetch('/api/auth/password-reset', { method: 'POST', body: { email, lang }, headers: { 'cf-connecting-ip': ip } })
const confirm = (token: string, password: string) =>
  apiFetch('/api/auth/password-reset/confirm', {
    method: 'POST',
    body: { token, password },
    headers: { 'cf-connecting-ip': network() },
  })
const me = (cookie: string) => apiFetch('/api/user/me', { cookie })
const answer = async (response: Response) => `${response.status} ${await response.text()}`

/** The link in the newest mail to `email`, and its token. */
async function linkIn(email: string, count = 1) {
  const [mail] = await arrived(email, count)
  const url = /https?:\/\/\S+#token=[\w-]+\S*/.exec(mail!.text)![0]
  return { mail: mail!, url, token: /#token=([\w-]+)/.exec(url)![1]! }
}

describe('asking for a reset', () => {
  it('answers the same status and body for a known and an unknown address; only the known one gets a mail', async () => {
    const user = await newUser()
    const unknown = unique('nikt')
    const known = await answer(await requestReset(user.email))
    expect(known).toBe('202 {"ok":true}')
    expect(await answer(await requestReset(unknown))).toBe(known)
    await arrived(user.email)
    expect(await mailTo(unknown)).toEqual([])
    expect(d1('SELECT COUNT(*) AS n FROM auth_tokens WHERE email = ?', unknown)[0]).toEqual({ n: 0 })
  })

  it('mails a link with its token only in the fragment, to the reset page in the page’s language, and no password', async () => {
    const user = await newUser('CLIENT')
    await requestReset(user.email, 'en')
    const { mail, url, token } = await linkIn(user.email)
    expect(mail.subject).toBe('Set a new Skrytka password')
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/signin\/reset#token=[\w-]{43}$/)
    const parsed = new URL(url)
    expect(parsed.search).toBe('')
    expect(`${parsed.origin}${parsed.pathname}`).not.toContain(token)
    expect(mail.html).not.toMatch(new RegExp(`[?&/]${token}`))
    expect(mail.text).toContain('valid for 60 minutes')
    expect(mail.text).not.toContain(PASSWORD)
    // D1 keeps an HMAC of it, valid an hour, and the outbox only the mask.
    const [row] = d1<{ token_hash: string; expires_at: string; created_at: string }>(
      "SELECT token_hash, expires_at, created_at FROM auth_tokens WHERE user_id = ? AND purpose = 'password_reset'",
      user.id,
    )
    expect(row!.token_hash).not.toContain(token)
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBeGreaterThan(59 * 60_000)
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBeLessThanOrEqual(60 * 60_000 + 1000)
    expect(JSON.stringify(d1('SELECT body, data FROM outbox WHERE to_email = ?', user.email))).not.toContain(token)
  })

  it('refuses a body the form would refuse, with the form’s own message keys', async () => {
    const response = await apiFetch('/api/auth/password-reset', {
      method: 'POST',
      body: { email: 'nie-adres', lang: 'pl' },
      headers: { 'cf-connecting-ip': network() },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'email', message: 'invalidEmail' }],
    })
  })
})

describe('using the link', () => {
  it('sets the password: the old one fails, the new one works, another open session answers 401, the address is verified', async () => {
    const user = await newUser('CLIENT')
    const other = await login(user.email, PASSWORD)
    expect((await me(other)).status).toBe(200)
    await requestReset(user.email)
    const { token } = await linkIn(user.email)
    const done = await confirm(token, 'Nowe-Haslo-2026')
    expect(done.status).toBe(200)
    // Signed in here, landing on the role's own place in the link's language.
    expect(await done.json()).toEqual({ ok: true, next: '/pl/panel-operatora' })
    const cookie = /((?:__Host-)?skrytka_session=[^;]+)/.exec(done.headers.get('set-cookie') ?? '')![1]!
    expect(((await (await me(cookie)).json()) as { user: { email: string } }).user.email).toBe(user.email)
    expect((await me(other)).status).toBe(401)
    await expect(login(user.email, PASSWORD)).rejects.toThrow(/401/)
    await expect(login(user.email, 'Nowe-Haslo-2026')).resolves.toMatch(/skrytka_session=/)
    expect(
      d1<{ v: string | null }>('SELECT email_verified_at AS v FROM users WHERE id = ?', user.id)[0]!.v,
    ).toBeTruthy()
  })

  it('answers a used, an expired and an unknown token with one error, and changes nothing', async () => {
    const user = await newUser()
    await requestReset(user.email)
    const used = (await linkIn(user.email)).token
    expect((await confirm(used, 'Pierwsze-Nowe-1')).status).toBe(200)
    await requestReset(user.email)
    const expired = (await linkIn(user.email, 2)).token
    d1("UPDATE auth_tokens SET expires_at = '2000-01-01T00:00:00.000Z' WHERE user_id = ? AND used_at IS NULL", user.id)
    const answers = [
      await answer(await confirm(used, 'Drugie-Nowe-2')),
      await answer(await confirm(expired, 'Drugie-Nowe-2')),
      await answer(await confirm('A'.repeat(43), 'Drugie-Nowe-2')),
    ]
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toMatch(/^404 \{"code":"NOT_FOUND"/)
    await expect(login(user.email, 'Pierwsze-Nowe-1')).resolves.toMatch(/skrytka_session=/)
  })

  it('refuses a too short new password before the token is used', async () => {
    const user = await newUser()
    await requestReset(user.email)
    const { token } = await linkIn(user.email)
    const short = await confirm(token, '12345')
    expect(short.status).toBe(400)
    expect(await short.json()).toMatchObject({ issues: [{ path: 'password', message: 'minPassword' }] })
    expect((await confirm(token, 'Dobre-Haslo-1')).status).toBe(200)
  })
})

describe('limits on asking', () => {
  it('per mailbox: a fourth request for one mailbox in 15 minutes, however spelled and from any network, is 429', async () => {
    await startInFreshWindow(15 * 60, 30)
    const local = `limit-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
    const spellings = [`${local}@example.pl`, `${local.toUpperCase()}@EXAMPLE.PL`, `${local}+a@example.pl`]
    for (const email of spellings) expect((await requestReset(email)).status).toBe(202)
    const limited = await requestReset(`${local}+b@example.pl`)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await requestReset(unique('inny'))).status).toBe(202)
  }, 90_000)

  it('per network: the eleventh request from one IPv6 /64 in 15 minutes is 429, whatever the addresses', async () => {
    await startInFreshWindow(15 * 60, 30)
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`
    for (let i = 0; i < 10; i++)
      expect((await requestReset(unique('siec'), 'pl', `${prefix}::${i + 1}`)).status).toBe(202)
    const limited = await requestReset(unique('siec'), 'pl', `${prefix}::ffff`)
    expect(limited.status).toBe(429)
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect((await requestReset(unique('siec'))).status).toBe(202)
  }, 90_000)
})

describe('changing a password while signed in', () => {
  // From a network of its own: wrong guesses count against it as sign-in's do, never against other files' logins.
  const ip = network()
  const change = (cookie: string, currentPassword: string, password: string) =>
    apiFetch('/api/account/password', {
      method: 'POST',
      cookie,
      body: { currentPassword, password },
      headers: { 'cf-connecting-ip': ip },
    })

  it('refuses a wrong current password as a field error; the right one changes it and ends only the other sessions', async () => {
    const user = await newUser('SUPERADMIN')
    const here = await login(user.email, PASSWORD)
    const other = await login(user.email, PASSWORD)
    const wrong = await change(here, 'Nie-To-Haslo', 'Zmienione-Haslo-1')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'currentPassword', message: 'wrongPassword' }],
    })
    expect((await me(other)).status).toBe(200)
    expect((await change(here, PASSWORD, 'Zmienione-Haslo-1')).status).toBe(200)
    expect((await me(here)).status).toBe(200)
    expect((await me(other)).status).toBe(401)
    await expect(login(user.email, PASSWORD)).rejects.toThrow(/401/)
    await expect(login(user.email, 'Zmienione-Haslo-1')).resolves.toMatch(/skrytka_session=/)
  })

  it('is for signed-in users only', async () => {
    const response = await apiFetch('/api/account/password', {
      method: 'POST',
      body: { currentPassword: PASSWORD, password: 'Cokolwiek-1' },
    })
    expect(response.status).toBe(401)
  })

  it('counts wrong current passwords like sign-in does: past the limit, 429', async () => {
    await startInFreshWindow(15 * 60, 60)
    const user = await newUser()
    const cookie = await login(user.email, PASSWORD)
    const statuses: number[] = []
    // Login's per-(address, network) limit is 10 in 15 minutes (RATE_LIMIT_LOGIN_PER_EMAIL).
    for (let i = 0; i < 11; i++) statuses.push((await change(cookie, `Zle-Haslo-${i}`, 'Nowe-Haslo-9')).status)
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
  }, 90_000)
})

describe('the console’s credentials mail', () => {
  it('carries a set-password link and no password, in the user’s language (an English user made in the console)', async () => {
    const user = await newUser('CLIENT', 'en')
    expect(user.lang).toBe('en')
    const sent = await apiFetch(`/api/superadmin/users/${user.id}/send-credentials`, {
      method: 'POST',
      cookie: admin,
      body: {},
    })
    expect(sent.status).toBe(200)
    const { mail, url, token } = await linkIn(user.email)
    expect(mail.subject).toBe('Your Skrytka login details')
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/signin\/reset#token=[\w-]{43}&set=1$/)
    expect(mail.text).toContain('valid for 48 hours')
    expect(mail.text).not.toContain(PASSWORD)
    // No password row as the old mail had ("Password: …"): only the login and the link.
    expect(mail.text).not.toMatch(/^Password\b/m)
    // The link sets the password (48 h, purpose set_password) and signs the user in.
    const done = await confirm(token, 'Ustawione-Z-Konsoli-1')
    expect(await done.json()).toEqual({ ok: true, next: '/en/panel' })
    await expect(login(user.email, 'Ustawione-Z-Konsoli-1')).resolves.toMatch(/skrytka_session=/)
  })

  it('a Polish user’s language changed to English in the console gets English', async () => {
    const user = await newUser('TENANT', 'pl')
    const patched = await apiFetch(`/api/superadmin/users/${user.id}`, {
      method: 'PATCH',
      cookie: admin,
      body: { lang: 'en' },
    })
    expect(((await patched.json()) as AdminUser).lang).toBe('en')
    await apiFetch(`/api/superadmin/users/${user.id}/send-credentials`, { method: 'POST', cookie: admin, body: {} })
    const { url } = await linkIn(user.email)
    expect(url).toContain('/en/signin/reset#token=')
  })
})
