import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { apiFetch, SEED, sessionFor, startInFreshWindow, tampered } from './api-helpers'
import { d1 } from './d1'
import { type DevMail, eventually, mailTo } from './mail'

/**
 * Issue 40, part A (ADR 0088): renters sign in by e-mail link, and only a verified address owns its history. Every
 * request comes from its own network unless a test is about one network's limit.
 */
let net = 0
const ownNetwork = () => {
  net += 1
  return `10.140.${Math.floor(net / 250)}.${(net % 250) + 1}`
}
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.pl`

const ask = (body: Record<string, unknown>, ip = ownNetwork()) =>
  apiFetch('/api/auth/email-link', { method: 'POST', body, headers: { 'cf-connecting-ip': ip } })
const confirm = (token: string) =>
  apiFetch('/api/auth/email-link/confirm', {
    method: 'POST',
    body: { token },
    headers: { 'cf-connecting-ip': ownNetwork() },
  })
const answerOf = async (response: Response) => `${response.status} ${await response.text()}`

const SUBJECTS = ['Logowanie do Skrytka', 'Sign in to Skrytka']
const linkMails = async (address: string) => (await mailTo(address)).filter((m) => SUBJECTS.includes(m.subject))
/** The newest sign-in mail to `address` once there are more than `before` (the mailbox lists newest first). */
const linkMail = (address: string, before = 0): Promise<DevMail> =>
  eventually(async () => {
    const mails = await linkMails(address)
    return mails.length > before ? mails[0] : undefined
  })
const tokenIn = (mail: DevMail) => /\/(?:pl\/logowanie|en\/signin)\/link#token=([\w-]+)/.exec(mail.text)?.[1]
const cookieOf = (response: Response) =>
  /((?:__Host-)?skrytka_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]

/** Asks for a link for `email` and uses it: the session's Cookie value and where the link lands. */
async function signInByLink(email: string, extra: Record<string, unknown> = {}) {
  const before = (await linkMails(email.toLowerCase())).length
  expect((await ask({ email, lang: 'pl', ...extra })).status).toBe(202)
  const response = await confirm(tokenIn(await linkMail(email.toLowerCase(), before))!)
  expect(response.status).toBe(200)
  return { cookie: cookieOf(response)!, body: (await response.json()) as { ok: boolean; next: string | null } }
}

type FreeUnit = { id: number; slug: string; price_monthly: number }
/** A free, priced, reservable unit of a facility this file has not used (a reservation per address per facility). */
const usedFacilities: number[] = []
function freeUnit(): FreeUnit {
  const row = d1<FreeUnit & { facility_id: number }>(
    `SELECT u.id, u.facility_id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id
     WHERE f.active = 1 AND f.slug != 'lockerbox-warszawa' AND u.is_active = 1 AND u.is_occupied = 0
       AND u.price_monthly IS NOT NULL
       AND (trim(COALESCE(f.email, '')) != '' OR EXISTS (SELECT 1 FROM users ru WHERE ru.client_id = f.client_id AND ru.role = 'CLIENT'))
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.status IN ('unconfirmed', 'pending', 'confirmed'))
       ${usedFacilities.length ? `AND f.id NOT IN (${usedFacilities.join(',')})` : ''}
     ORDER BY f.id DESC, u.id LIMIT 1`,
  )[0]!
  usedFacilities.push(row.facility_id)
  return row
}

/** A reservation made through the form by an address without an account: its code. */
async function reserveAs(email: string): Promise<string> {
  const unit = freeUnit()
  const response = await apiFetch(`/api/forms/facilities/${unit.slug}/reservations`, {
    method: 'POST',
    headers: { 'cf-connecting-ip': ownNetwork() },
    body: {
      unitId: unit.id,
      priceMonthly: unit.price_monthly,
      moveInDate: addDays(businessToday(), 12),
      name: 'Ola Bezkonta',
      email,
      phone: '600 700 800',
      acceptTerms: true,
      message: '',
      website: '',
    },
  })
  expect(response.status).toBe(201)
  return ((await response.json()) as { reservation: { code: string } }).reservation.code
}

const list = async (path: string, cookie: string) => {
  const response = await apiFetch(path, { cookie })
  expect(response.status).toBe(200)
  return (await response.json()) as { items: { code?: string }[]; verified: boolean }
}

describe('asking for a sign-in link', () => {
  it('answers the same status and body for a tenant, an unknown address and an operator', async () => {
    const answers = await Promise.all(
      [SEED.tenant.email, unique('nikt'), SEED.client.email, SEED.admin.email].map(async (email) =>
        answerOf(await ask({ email, lang: 'pl' })),
      ),
    )
    expect(new Set(answers)).toEqual(new Set(['202 {"ok":true}']))
  })

  it('mails the link in the asked language, its token only in the fragment and nowhere at rest', async () => {
    const email = unique('english')
    expect((await ask({ email, lang: 'en' })).status).toBe(202)
    const mail = await linkMail(email)
    expect(mail.subject).toBe('Sign in to Skrytka')
    expect(mail.text).toContain('The link is valid for 15 minutes and works once.')
    expect(mail.text).toMatch(/http:\/\/127\.0\.0\.1:\d+\/en\/signin\/link#token=[\w-]{43}\b/)
    const token = tokenIn(mail)!
    // Nowhere but the fragment: no query, no path.
    for (const link of mail.text.match(/https?:\/\/\S+/g) ?? [])
      expect(new URL(link).pathname + new URL(link).search).not.toContain(token)
    // At rest: an HMAC in auth_tokens, a sealed copy on the outbox row; the console's copy shows the mask.
    expect(d1('SELECT COUNT(*) AS n FROM auth_tokens WHERE token_hash = ?', token)[0]).toEqual({ n: 0 })
    const stored = d1<{ body: string; data: string }>('SELECT body, data FROM outbox WHERE to_email = ?', email)
    expect(stored).toHaveLength(1)
    expect(`${stored[0]!.body} ${stored[0]!.data}`).not.toContain(token)

    const polish = unique('polski')
    await ask({ email: polish, lang: 'pl' })
    const pl = await linkMail(polish)
    expect(pl.subject).toBe('Logowanie do Skrytka')
    expect(pl.text).toContain('Link jest ważny 15 minut i działa tylko raz.')
    expect(pl.text).toMatch(/\/pl\/logowanie\/link#token=[\w-]{43}\b/)
  })

  it("mails an operator's address no link, only the way to the password form", async () => {
    expect((await ask({ email: SEED.client.email, lang: 'en' })).status).toBe(202)
    const mail = await eventually(async () =>
      (await linkMails(SEED.client.email)).find((m) => m.subject === 'Sign in to Skrytka'),
    )
    expect(mail.text).toContain('sign in with their password only')
    expect(mail.text).not.toContain('#token=')
    expect(mail.text).toMatch(/\/en\/signin\b/)
  })

  it('refuses a malformed address with the house shape and mails nothing', async () => {
    const response = await ask({ email: 'nie-adres', lang: 'pl' })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
  })
})

describe('using a link', () => {
  it('answers a used, an expired and an unknown token with one error', async () => {
    const used = unique('uzyty')
    await signInByLink(used)
    const usedToken = tokenIn(await linkMail(used))!

    const late = unique('wygasly')
    await ask({ email: late, lang: 'pl' })
    const lateToken = tokenIn(await linkMail(late))!
    d1("UPDATE auth_tokens SET expires_at = '2020-01-01T00:00:00.000Z' WHERE email = ?", late)

    const answers = await Promise.all(
      [usedToken, lateToken, tampered(lateToken), 'x'].map(async (t) => answerOf(await confirm(t))),
    )
    expect(new Set(answers).size).toBe(1)
    expect(answers[0]).toBe('404 {"code":"NOT_FOUND","message":"Link expired or invalid"}')
    // The expired link made no account.
    expect(d1('SELECT COUNT(*) AS n FROM users WHERE email = ?', late)[0]).toEqual({ n: 0 })
  })

  it('first use makes a verified TENANT without a password; a second link signs the same account in', async () => {
    const email = unique('nowy')
    const { cookie } = await signInByLink(email)
    const me = (await (await apiFetch('/api/user/me', { cookie })).json()) as { user: { role: string; email: string } }
    expect(me.user).toMatchObject({ role: 'TENANT', email })
    const [row] = d1<{ n: number; verified: string | null; hash: string }>(
      'SELECT COUNT(*) AS n, MAX(email_verified_at) AS verified, MAX(password_hash) AS hash FROM users WHERE email = ?',
      email,
    )
    expect(row).toMatchObject({ n: 1, verified: expect.stringMatching(/^\d{4}-/) })
    expect(row!.hash).not.toMatch(/^argon2id\$/)
    // No password signs it in, and it answers as any wrong password does.
    const login = await apiFetch('/api/auth/login', {
      method: 'POST',
      body: { email, password: row!.hash },
      headers: { 'cf-connecting-ip': ownNetwork() },
    })
    expect(login.status).toBe(401)
    await signInByLink(email)
    expect(d1('SELECT COUNT(*) AS n FROM users WHERE email = ?', email)[0]).toEqual({ n: 1 })
  })

  it('carries a safe next to the landing and drops an unsafe one', async () => {
    const safe = await signInByLink(unique('next'), { next: '/en/my-reservations?x=1' })
    expect(safe.body).toEqual({ ok: true, next: '/en/my-reservations?x=1' })
    const unsafe = ['//evil.example/phish', 'https://evil.example', '/\\evil.example', '/%2F%2Fevil.example', 42]
    const landed = await Promise.all(
      unsafe.map(async (next) => (await signInByLink(unique('zly-next'), { next })).body),
    )
    expect(landed).toEqual(unsafe.map(() => ({ ok: true, next: null })))
  })
})

describe('limits', () => {
  it('one network (an IPv6 /64) gets 10 links in 10 minutes, however many addresses it names', async () => {
    await startInFreshWindow(600, 60)
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        ask({ email: unique(`siec${i}`), lang: 'pl' }, `2001:db8:40a:7::${(i + 1).toString(16)}`),
      ),
    )
    const statuses = answers.map((r) => r.status).sort()
    expect(statuses.filter((s) => s === 202)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(4)
    const refused = answers.find((r) => r.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' })
  }, 90_000)

  it('one mailbox gets 3 links in 10 minutes, from any networks and in any spelling', async () => {
    await startInFreshWindow(600, 60)
    const name = `ola.nowak${Date.now()}`
    const spellings = [
      `${name}@gmail.com`,
      `${name.replace('.', '')}@gmail.com`,
      `${name.toUpperCase()}@googlemail.com`,
      `${name}+rezerwacje@gmail.com`,
      `${name.replace('.', '')}+x@GMAIL.com`,
      `${name}@gmail.com`,
    ]
    const answers = await Promise.all(spellings.map((email) => ask({ email, lang: 'pl' })))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 202)).toHaveLength(3)
    expect(statuses.filter((s) => s === 429)).toHaveLength(3)
  }, 90_000)
})

describe('a verified address owns its history', () => {
  let admin = ''
  beforeAll(async () => {
    admin = await sessionFor(SEED.admin.email)
  })

  it('an unverified account sees nothing made with its address; the link verifies it and the lists fill', async () => {
    const email = unique('niepotwierdzony')
    const code = await reserveAs(email)
    const created = await apiFetch('/api/superadmin/users', {
      method: 'POST',
      cookie: admin,
      body: { email, password: 'Haslo-Testowe-1', role: 'TENANT' },
    })
    expect(created.status).toBe(201)
    const unverified = await sessionFor(email)
    for (const path of ['/api/tenant/reservations', '/api/tenant/inquiries', '/api/tenant/alerts'])
      expect(await list(path, unverified)).toMatchObject({ items: [], verified: false })
    // Nor can it act on that reservation by id.
    const id = d1<{ id: number }>('SELECT id FROM reservations WHERE code = ?', code)[0]!.id
    expect(
      (await apiFetch(`/api/tenant/reservations/${id}/cancel`, { method: 'POST', cookie: unverified })).status,
    ).toBe(404)

    const { cookie } = await signInByLink(email)
    const mine = await list('/api/tenant/reservations', cookie)
    expect(mine.verified).toBe(true)
    expect(mine.items.map((r) => r.code)).toEqual([code])
    // The password the console gave still works: the link verified the account, it did not replace it.
    expect(d1<{ hash: string }>('SELECT password_hash AS hash FROM users WHERE email = ?', email)[0]!.hash).toMatch(
      /^argon2id\$/,
    )
  })

  it('a new account sees the reservation made with its address before it existed, and no look-alike address', async () => {
    // Gmail delivers both spellings to one mailbox, yet only the address the link proved owns its rows (ADR 0088).
    const stamp = `${Date.now()}${Math.floor(Math.random() * 1e3)}`
    const email = `przed.kontem${stamp}@gmail.com`
    const code = await reserveAs(email)
    const other = await reserveAs(`przedkontem${stamp}@gmail.com`)
    const { cookie } = await signInByLink(email.toUpperCase())
    const codes = (await list('/api/tenant/reservations', cookie)).items.map((r) => r.code)
    expect(codes).toEqual([code])
    expect(codes).not.toContain(other)
  })
})
