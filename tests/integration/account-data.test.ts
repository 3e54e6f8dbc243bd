import { describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import type { AccountExport } from '@api/contract/account'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { baseUrl } from './http'
import { eventually, mailTo } from './mail'

/** Issue 40, ADR 0090: a renter downloads everything tied to the account, then erases it. */

let ip = 0
/** Each call from its own network: the form and sign-in limits belong to the files that test them. */
const nextIp = () => {
  ip += 1
  return `10.140.${Math.floor(ip / 250)}.${(ip % 250) + 1}`
}

const tag = Date.now().toString(36)
const PASSWORD = 'Haslo-Rodo-2026'

type Unit = { id: number; slug: string; price_monthly: number; client_id: number }
/**
 * A free, priced unit of a facility whose company has a panel user (it hears of the hold) and that has an e-mail (an
 * inquiry needs one: 422 without), not the journeys' one.
 */
function freeUnit(): Unit {
  const [unit] = d1<Unit>(
    `SELECT u.id, f.slug, u.price_monthly, f.client_id FROM units u JOIN facilities f ON f.id = u.facility_id
     WHERE f.active = 1 AND f.slug != 'lockerbox-warszawa' AND u.is_active = 1 AND u.is_occupied = 0
       AND u.price_monthly IS NOT NULL
       AND EXISTS (SELECT 1 FROM users us WHERE us.client_id = f.client_id AND us.role = 'CLIENT')
       AND trim(COALESCE(f.email, '')) != ''
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.status IN ('unconfirmed', 'pending', 'confirmed'))
     ORDER BY f.id DESC, u.id LIMIT 1`,
  )
  if (!unit) throw new Error('no free unit')
  return unit
}

async function signIn(email: string, password: string) {
  const response = await apiFetch('/api/auth/login', {
    method: 'POST',
    body: { email, password, remember: false },
    headers: { 'cf-connecting-ip': nextIp() },
  })
  const match = /((?:__Host-)?skrytka_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')
  return { status: response.status, cookie: match?.[1] ?? '' }
}

async function createTenant(email: string) {
  const admin = await sessionFor(SEED.admin.email)
  const created = await apiFetch('/api/superadmin/users', {
    method: 'POST',
    cookie: admin,
    body: { email, password: PASSWORD, role: 'TENANT', name: 'Renata Rodo' },
  })
  expect(created.status).toBe(201)
}

const exportOf = async (cookie: string) => {
  const response = await apiFetch('/api/account/export', { cookie })
  return { response, body: response.ok ? ((await response.json()) as AccountExport) : null }
}

describe('GET /api/account/export and POST /api/account/erase', () => {
  it('answer 401 signed out, whatever the body', async () => {
    expect((await apiFetch('/api/account/export')).status).toBe(401)
    expect((await apiFetch('/api/account/erase', { method: 'POST', body: { confirm: true } })).status).toBe(401)
    expect((await apiFetch('/api/account/erase', { method: 'POST', body: {} })).status).toBe(401)
  })

  it('exports a verified address’s history; erasure ends it, and the panel keeps the rows with the marker', async () => {
    const email = `rodo-${tag}@example.pl`
    await createTenant(email)
    const unit = freeUnit()
    const inquiry = await apiFetch(`/api/forms/facilities/${unit.slug}/inquiries`, {
      method: 'POST',
      headers: { 'cf-connecting-ip': nextIp() },
      body: {
        name: 'Renata Rodo',
        email,
        phone: '+48 600 111 222',
        sizeM2: 3,
        period: null,
        message: `Pytanie ${tag}`,
      },
    })
    expect(inquiry.status).toBe(201)
    const { status, cookie } = await signIn(email, PASSWORD)
    expect(status).toBe(200)
    // A signed-in tenant reserving with the account's own address holds the unit at once (ADR 0087).
    const reserved = await apiFetch(`/api/forms/facilities/${unit.slug}/reservations`, {
      method: 'POST',
      cookie,
      headers: { 'cf-connecting-ip': nextIp() },
      body: {
        unitId: unit.id,
        priceMonthly: unit.price_monthly,
        moveInDate: addDays(businessToday(), 12),
        name: 'Renata Rodo',
        email,
        phone: '+48 600 111 222',
        acceptTerms: true,
        message: `Rano ${tag}`,
        website: '',
      },
    })
    expect(reserved.status).toBe(201)
    const { code } = ((await reserved.json()) as { reservation: { code: string } }).reservation
    d1(
      "INSERT INTO newsletter_subscriptions (email, lang, status, confirmed_at) VALUES (?, 'pl', 'confirmed', '2026-11-01T10:00:00.000Z')",
      email,
    )

    // Nobody has proved the address yet: the account owns only itself.
    const unverified = await exportOf(cookie)
    expect(unverified.response.status).toBe(200)
    expect(unverified.body!.account.email).toBe(email)
    expect(unverified.body!.reservations).toEqual([])
    expect(unverified.body!.inquiries).toEqual([])

    d1("UPDATE users SET email_verified_at = '2026-11-28T09:00:00.000Z' WHERE email = ?", email)
    const { response, body } = await exportOf(cookie)
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w-]+\.json"$/)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(body!.account).toMatchObject({ email, role: 'TENANT', emailVerifiedAt: '2026-11-28T09:00:00.000Z' })
    const mine = body!.reservations.find((r) => r.code === code)
    expect(mine).toMatchObject({ name: 'Renata Rodo', email, phone: '+48 600 111 222', message: `Rano ${tag}` })
    expect(mine!.events.map((e) => e.toStatus)).toContain('pending')
    expect(body!.inquiries).toHaveLength(1)
    expect(body!.inquiries[0]).toMatchObject({ email, message: `Pytanie ${tag}` })
    expect(body!.newsletter).toEqual([expect.objectContaining({ status: 'confirmed' })])
    expect(body!.consents.map((c) => c.kind).sort()).toEqual(['newsletter', 'reservation_terms'])
    const text = JSON.stringify(body)
    const hash = d1<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', email)[0]!
      .password_hash
    expect(text).not.toContain(hash)
    expect(text).not.toMatch(/password|id_hash|session/i)

    // Only `{"confirm": true}` erases.
    for (const bad of [{}, { confirm: 'true' }, { confirm: false }, { confirm: true, also: 1 }]) {
      const refused = await apiFetch('/api/account/erase', { method: 'POST', cookie, body: bad })
      expect(refused.status, JSON.stringify(bad)).toBe(400)
    }
    const reservationId = d1<{ id: number }>('SELECT id FROM reservations WHERE code = ?', code)[0]!.id
    const inquiryId = d1<{ id: number }>('SELECT id FROM inquiries WHERE email = ?', email)[0]!.id

    const erased = await apiFetch('/api/account/erase', { method: 'POST', cookie, body: { confirm: true } })
    expect(erased.status).toBe(200)
    expect(await erased.json()).toEqual({ erased: true, reservations: 1, inquiries: 1 })
    expect(erased.headers.get('set-cookie')).toMatch(/skrytka_session=;/)

    // Signed out everywhere, and the password no longer signs anyone in.
    expect((await apiFetch('/api/user/me', { cookie })).status).toBe(401)
    expect((await apiFetch('/api/account/export', { cookie })).status).toBe(401)
    expect((await apiFetch('/api/account/erase', { method: 'POST', cookie, body: { confirm: true } })).status).toBe(401)
    expect((await signIn(email, PASSWORD)).status).toBe(401)

    // What stays in D1: the rows without the person, marked; the hold ended through its transition.
    const [r] = d1<Record<string, unknown>>(
      'SELECT name, email, phone, message, email_key, network, status, erased_at FROM reservations WHERE id = ?',
      reservationId,
    )
    expect(r).toMatchObject({
      name: '',
      email: '',
      phone: '',
      message: null,
      email_key: '',
      network: '',
      status: 'cancelled',
    })
    expect(r!.erased_at).toEqual(expect.any(String))
    const events = d1<{ to_status: string; user_email: string | null }>(
      'SELECT to_status, user_email FROM reservation_events WHERE reservation_id = ? ORDER BY id',
      reservationId,
    )
    expect(events.at(-1)!.to_status).toBe('cancelled')
    expect(events.every((e) => e.user_email !== email)).toBe(true)
    const [i] = d1<Record<string, unknown>>(
      'SELECT name, email, phone, message, operator_note, erased_at FROM inquiries WHERE id = ?',
      inquiryId,
    )
    expect(i).toMatchObject({ name: '', email: '', phone: '', message: null, operator_note: null })
    expect(i!.erased_at).toEqual(expect.any(String))
    const left = (table: string, column: string) =>
      d1<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ? COLLATE NOCASE`, email)[0]!.n
    expect(left('users', 'email')).toBe(0)
    expect(left('newsletter_subscriptions', 'email')).toBe(0)
    expect(left('saved_searches', 'email')).toBe(0)
    expect(left('inquiries', 'email')).toBe(0)
    expect(left('reservations', 'email')).toBe(0)
    expect(left('outbox', 'reply_to')).toBe(0)

    // The receipt went out in the account's language, and its outbox row forgets the address once delivered.
    // (The hold's own mails reach the local mailbox too, in any order: the receipt is found by its subject.)
    const mail = await eventually(async () => (await mailTo(email)).find((m) => /zostały usunięte/.test(m.subject)))
    expect(mail.text).not.toContain('Renata')
    await eventually(async () => left('outbox', 'to_email') === 0)
    expect(
      d1<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'account_erased' AND to_email = ''")[0]!.n,
    ).toBeGreaterThan(0)
    // The operator heard that the hold ended, in a notice that names nobody.
    const notices = d1<{ data: string; reply_to: string | null }>(
      "SELECT data, reply_to FROM outbox WHERE kind = 'reservation_operator' AND ref_id = ? ORDER BY id DESC",
      reservationId,
    )
    const erasedNotice = notices.find((n) => JSON.parse(n.data).event === 'erased')
    expect(erasedNotice).toMatchObject({ reply_to: null })
    expect(erasedNotice!.data).not.toContain('Renata')

    // The operator's panel keeps both rows and marks them.
    const [operator] = d1<{ email: string }>(
      "SELECT email FROM users WHERE client_id = ? AND role = 'CLIENT' ORDER BY id LIMIT 1",
      unit.client_id,
    )
    const panel = await sessionFor(operator!.email)
    const panelReservation = (await (
      await apiFetch(`/api/panel/reservations/${reservationId}`, { cookie: panel })
    ).json()) as { code: string }
    expect(panelReservation).toMatchObject({
      erasedAt: expect.any(String),
      name: '',
      email: '',
      phone: '',
      status: 'cancelled',
    })
    const panelInquiry = await (await apiFetch(`/api/panel/inquiries/${inquiryId}`, { cookie: panel })).json()
    expect(panelInquiry).toMatchObject({ erasedAt: expect.any(String), name: '', email: '', phone: '' })
    // The exports say why a row's person is blank: its erased_at, the last column.
    for (const [what, key] of [
      ['reservations', panelReservation.code],
      ['inquiries', String(inquiryId)],
    ]) {
      const csv = await (await apiFetch(`/api/panel/${what}/export.csv`, { cookie: panel })).text()
      const lines = csv
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n')
      expect(lines[0]!.split(',').at(-1)).toBe('erased_at')
      const row = lines.find((line) => line.startsWith(`${key},`))
      expect(row, what).toMatch(/,\d{4}-\d\d-\d\dT[\d:.]+Z$/)
    }

    // A new account with the same address, verified, owns nothing of the erased history.
    await createTenant(email)
    d1("UPDATE users SET email_verified_at = '2026-11-28T11:00:00.000Z' WHERE email = ?", email)
    const fresh = await exportOf(await sessionFor(email))
    expect(fresh.body!.reservations).toEqual([])
    expect(fresh.body!.inquiries).toEqual([])
    expect(fresh.body!.newsletter).toEqual([])
  })

  it('exports an operator’s own account, but only the console closes it', async () => {
    const cookie = await sessionFor(SEED.client.email)
    const { response, body } = await exportOf(cookie)
    expect(response.status).toBe(200)
    expect(body!.account).toMatchObject({ email: SEED.client.email, role: 'CLIENT' })
    const refused = await apiFetch('/api/account/erase', { method: 'POST', cookie, body: { confirm: true } })
    expect(refused.status).toBe(403)
    expect((await apiFetch('/api/user/me', { cookie })).status).toBe(200)
  })

  it('the daily expiry keeps what the privacy policy says: inquiries 3 years, reservations 5 years after the move-in year', async () => {
    const [unit] = d1<{ id: number; facility_id: number }>('SELECT id, facility_id FROM units ORDER BY id LIMIT 1')
    const year = new Date().getUTCFullYear()
    const inquiry = (createdAt: string, name: string) =>
      d1(
        "INSERT INTO inquiries (facility_id, name, email, phone, created_at) VALUES (?, ?, 'old@example.pl', '600', ?)",
        unit!.facility_id,
        name,
        createdAt,
      )
    inquiry(new Date(Date.now() - 3.1 * 365 * 86_400_000).toISOString(), `old-${tag}`)
    inquiry(new Date(Date.now() - 2.9 * 365 * 86_400_000).toISOString(), `kept-${tag}`)
    const reservation = (code: string, moveIn: string) =>
      d1(
        `INSERT INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date,
           hold_until, name, email, phone, status) VALUES (?, ?, ?, 'A1', '2 m²', 100, ?, ?, 'X', 'old@example.pl', '600', 'moved_in')`,
        code,
        unit!.facility_id,
        unit!.id,
        moveIn,
        moveIn,
      )
    const codes = { old: `O${tag}`.slice(0, 9), kept: `K${tag}`.slice(0, 9) }
    reservation(codes.old, `${year - 6}-12-31`)
    reservation(codes.kept, `${year - 5}-01-01`)

    const run = await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('17 3 * * *')}`)
    expect(run.status).toBe(200)

    expect(
      d1<{ name: string }>('SELECT name FROM inquiries WHERE name IN (?, ?)', `old-${tag}`, `kept-${tag}`),
    ).toEqual([{ name: `kept-${tag}` }])
    expect(d1<{ code: string }>('SELECT code FROM reservations WHERE code IN (?, ?)', codes.old, codes.kept)).toEqual([
      { code: codes.kept },
    ])
  })
})
