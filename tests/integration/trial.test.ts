import { describe, expect, it } from 'vitest'
import { trialEnd } from '@api/trials/trial-end'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { baseUrl, get } from './http'
import { arrived, mailTo } from './mail'
import { freshNip } from './nip'
import { runCron } from './alerts-helpers'

/**
 * Issue 42, part A (ADR 0095): the trial form opens a real account, whose owner activates it from the mail; the
 * trial runs 30 days from then, is reminded 7 days and 1 day before it ends, and leaves the panel read-only but for
 * inquiries and reservations; the superadmin extends it. An address or NIP that has an account gets the same
 * answer and its owner a mail. A demo request is confirmed to the requester.
 */
const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`
let n = 0
const unique = (name: string) => `${name}-${tag}-${++n}@example.pl`
/** Each request its own network, so the per-network form limit never joins two tests. */
const network = () => ({ 'cf-connecting-ip': `198.19.${Math.floor(Math.random() * 250)}.${(n % 250) + 1}` })

const trialBody = (over: Record<string, unknown> = {}) => ({
  name: 'Magazyny Testowe Sp. z o.o.',
  nip: freshNip(),
  street: 'Prosta',
  buildingNumber: '20',
  apartmentNumber: '',
  postalCode: '00-850',
  city: 'Warszawa',
  country: 'PL',
  email: unique('trial'),
  phone: '+48 22 123 45 67',
  company: '',
  ...over,
})
const startTrial = (body: Record<string, unknown>) =>
  apiFetch('/api/forms/trial-start', { method: 'POST', body, headers: network() })
const answer = async (response: Response) => `${response.status} ${await response.text()}`

/** The activation link in the newest mail to `email`, and its token. */
async function activationLink(email: string) {
  const [mail] = await arrived(email)
  const url = /https?:\/\/\S+#token=[\w-]+&activate=1/.exec(mail!.text)![0]
  return { mail: mail!, url, token: /#token=([\w-]+)/.exec(url)![1]! }
}
const confirm = (token: string, password: string) =>
  apiFetch('/api/auth/password-reset/confirm', { method: 'POST', body: { token, password }, headers: network() })
const cookieOf = (response: Response) =>
  /((?:__Host-)?skrytka_session=[^;]+)/.exec(response.headers.get('set-cookie') ?? '')![1]!

type CompanyRow = { id: number; plan: string; nip: string; trial_ends_at: string | null }
const companyOf = (email: string) =>
  d1<CompanyRow & { company_name: string; street: string; city: string; phone: string; country: string }>(
    `SELECT c.id, c.plan, c.nip, c.trial_ends_at, c.company_name, c.street, c.city, c.phone, c.country
     FROM clients c JOIN users u ON u.client_id = c.id WHERE u.email = ?`,
    email,
  )[0]

/** A trial opened and activated through the form and the mail's link: its company and the owner's session. */
async function activatedTrial(lang: 'pl' | 'en' = 'pl') {
  const body = trialBody({ lang })
  expect((await startTrial(body)).status).toBe(201)
  const { token } = await activationLink(body.email)
  const done = await confirm(token, 'Haslo-Probne-2026')
  expect(done.status).toBe(200)
  return { body, company: companyOf(body.email)!, cookie: cookieOf(done) }
}

describe('the trial form opens an account', () => {
  it('writes a company in trial and an unverified CLIENT user in the page’s language, and answers as before', async () => {
    const nip = freshNip()
    const typed = `PL ${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`
    const body = trialBody({ nip: typed, lang: 'en' })
    const response = await startTrial(body)
    expect(await answer(response)).toBe('201 {"ok":true}')
    const company = companyOf(body.email)!
    expect(company).toMatchObject({
      plan: 'trial',
      trial_ends_at: null,
      company_name: 'Magazyny Testowe Sp. z o.o.',
      street: 'Prosta',
      city: 'Warszawa',
      phone: '+48 22 123 45 67',
      country: 'Polska',
    })
    expect(company.nip).toBe(nip)
    const [user] = d1<{ role: string; lang: string; email_verified_at: string | null; password_hash: string }>(
      'SELECT role, lang, email_verified_at, password_hash FROM users WHERE email = ?',
      body.email,
    )
    expect(user).toMatchObject({ role: 'CLIENT', lang: 'en', email_verified_at: null })
    // Nobody can sign in with a password before the owner sets one.
    const login = await apiFetch('/api/auth/login', {
      method: 'POST',
      body: { email: body.email, password: user!.password_hash },
      headers: network(),
    })
    expect(login.status).toBe(401)
    // Sales still hears of it, and the request is in the console's inbox as before.
    const [request] = d1<{ id: number; nip: string }>('SELECT id, nip FROM trial_requests WHERE email = ?', body.email)
    expect(request!.nip).toBe(company.nip)
    expect(
      d1<{ kind: string }>(
        "SELECT kind FROM outbox WHERE ref_table = 'trial_requests' AND ref_id = ? ORDER BY kind",
        request!.id,
      ).map((r) => r.kind),
    ).toEqual(['trial_confirmation', 'trial_request'])
  })

  it('keeps a foreign VAT id as typed, compact and upper-case', async () => {
    const body = trialBody({ country: 'DE', nip: `de ${String(Date.now()).slice(-9)}` })
    expect((await startTrial(body)).status).toBe(201)
    expect(companyOf(body.email)!.nip).toBe(`DE${String(body.nip).slice(3)}`)
  })

  it('refuses a Polish NIP with a wrong check digit as the NIP field’s error, and stores nothing', async () => {
    const body = trialBody({ nip: '5270000019' })
    const response = await startTrial(body)
    expect(response.status).toBe(400)
    const error = (await response.json()) as { code: string; issues: { path: string; message: string }[] }
    expect(error.code).toBe('VALIDATION_ERROR')
    expect(error.issues).toEqual([{ path: 'nip', message: 'invalidNip' }])
    expect(d1('SELECT 1 FROM trial_requests WHERE email = ?', body.email)).toEqual([])
    expect(d1('SELECT 1 FROM users WHERE email = ?', body.email)).toEqual([])
  })
})

describe('activation', () => {
  it('mails “Activate your account” in English, token in the fragment only, no password; the link’s page activates, signs in and lands in the panel', async () => {
    const body = trialBody({ lang: 'en' })
    expect((await startTrial(body)).status).toBe(201)
    const { mail, url, token } = await activationLink(body.email)
    expect(mail.subject).toBe('Your Skrytka trial account')
    expect(mail.text).toContain('Activate your account')
    expect(mail.text).toContain('valid for 48 hours')
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\/signin\/reset#token=[\w-]{43}&activate=1$/)
    expect(new URL(url).search).toBe('')
    expect(mail.html).not.toMatch(new RegExp(`[?&/]${token}`))
    expect(mail.text).not.toMatch(/password:|hasło:/i)
    // The outbox keeps the mask, D1 the token's HMAC, valid 48 hours.
    expect(
      d1<{ body: string }>("SELECT body FROM outbox WHERE kind = 'trial_confirmation' AND to_email = ?", body.email)[0]!
        .body,
    ).not.toContain(token)
    const [row] = d1<{ hours: number }>(
      "SELECT ROUND((julianday(expires_at) - julianday(created_at)) * 24) AS hours FROM auth_tokens WHERE email = ? AND purpose = 'set_password'",
      body.email,
    )
    expect(row!.hours).toBe(48)

    // The page the link opens: the reset page, in English; only its button's POST does anything.
    const page = await get(new URL(url).pathname)
    expect(page.status).toBe(200)
    expect(companyOf(body.email)!.trial_ends_at).toBeNull()

    const before = new Date()
    const done = await confirm(token, 'Haslo-Probne-2026')
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ ok: true, next: '/en/panel' })
    const company = companyOf(body.email)!
    // To the end of the Polish day 30 days on: the day the screens and mails name is a whole trial day.
    // (Either side of a Polish midnight the request may have crossed.)
    expect([trialEnd(before, 30), trialEnd(new Date(), 30)]).toContain(company.trial_ends_at)
    expect(
      d1<{ v: string | null }>('SELECT email_verified_at AS v FROM users WHERE email = ?', body.email)[0]!.v,
    ).not.toBeNull()
    const cookie = cookieOf(done)
    const overview = await apiFetch('/api/panel/overview', { cookie })
    expect(overview.status).toBe(200)
    expect(((await overview.json()) as { company: { id: number } }).company.id).toBe(company.id)
    expect(await (await apiFetch('/api/panel/trial', { cookie })).json()).toEqual({
      endsAt: company.trial_ends_at,
      ended: false,
    })
    // The new password signs in.
    const login = await apiFetch('/api/auth/login', {
      method: 'POST',
      body: { email: body.email, password: 'Haslo-Probne-2026' },
      headers: network(),
    })
    expect(login.status).toBe(200)
  })

  it('is used once: the second use answers 404 and moves nothing', async () => {
    const body = trialBody()
    expect((await startTrial(body)).status).toBe(201)
    const { mail, token } = await activationLink(body.email)
    expect(mail.subject).toBe('Twoje konto testowe Skrytka')
    expect(mail.text).toContain('Aktywuj konto')
    expect((await confirm(token, 'Haslo-Probne-2026')).status).toBe(200)
    const ends = companyOf(body.email)!.trial_ends_at
    const again = await confirm(token, 'Inne-Haslo-2026')
    expect(again.status).toBe(404)
    expect(((await again.json()) as { code: string }).code).toBe('NOT_FOUND')
    expect(companyOf(body.email)!.trial_ends_at).toBe(ends)
  })

  it('expires after 48 hours: an older link answers 404 and the trial does not start', async () => {
    const body = trialBody()
    expect((await startTrial(body)).status).toBe(201)
    const { token } = await activationLink(body.email)
    d1(
      "UPDATE auth_tokens SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE email = ? AND purpose = 'set_password'",
      body.email,
    )
    expect((await confirm(token, 'Haslo-Probne-2026')).status).toBe(404)
    expect(companyOf(body.email)!.trial_ends_at).toBeNull()
  })
})

describe('no enumeration', () => {
  it('an address or a NIP that has an account gets the same status and body; its owner gets a mail instead', async () => {
    const owner = await activatedTrial('en')
    // A NIP is held by a verified or paying company (migration 0054).
    d1("UPDATE clients SET verification_status = 'verified' WHERE id = ?", owner.company.id)
    const fresh = trialBody()
    const sameEmail = trialBody({ email: owner.body.email })
    const sameNip = trialBody({ nip: owner.company.nip })
    const answers = [
      await answer(await startTrial(fresh)),
      await answer(await startTrial(sameEmail)),
      await answer(await startTrial(sameNip)),
    ]
    expect(new Set(answers)).toEqual(new Set(['201 {"ok":true}']))
    // No second company or account; the requester with another address hears nothing from us.
    expect(d1<{ n: number }>('SELECT COUNT(*) AS n FROM clients WHERE nip = ?', owner.company.nip)[0]!.n).toBe(1)
    expect(d1('SELECT 1 FROM users WHERE email = ?', sameNip.email)).toEqual([])
    // The owner: the activation mail, then one mail per request naming it, in the account's language.
    const mails = await arrived(owner.body.email, 3)
    const notices = mails.filter((m) => m.subject === 'You already have a Skrytka account')
    expect(notices).toHaveLength(2)
    expect(notices.map((m) => m.text).join('\n')).toContain('your e-mail address')
    expect(notices.map((m) => m.text).join('\n')).toContain('tax ID (NIP)')
    for (const notice of notices) {
      expect(notice.text).toMatch(/\/en\/signin\b/)
      expect(notice.text).toMatch(/\/en\/signin\/reset\b/)
      expect(notice.text).not.toContain('#token=')
    }
    expect(await mailTo(sameNip.email)).toEqual([])
    // Sales still gets every request.
    expect(
      d1<{ n: number }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'trial_request' AND reply_to IN (?, ?)",
        owner.body.email,
        sameNip.email,
      )[0]!.n,
    ).toBe(3)
    await arrived(fresh.email)
  })
})

describe('a NIP typed first holds nothing', () => {
  it('a stranger’s trial with a company’s NIP neither blocks the company’s own trial nor gets its mail', async () => {
    const nip = freshNip()
    const squatter = trialBody({ nip })
    expect(await answer(await startTrial(squatter))).toBe('201 {"ok":true}')
    const real = trialBody({ nip })
    expect(await answer(await startTrial(real))).toBe('201 {"ok":true}')
    // Two unverified companies in trial: the registers' check and the superadmin decide which one holds the NIP.
    expect(d1<{ n: number }>('SELECT COUNT(*) AS n FROM clients WHERE nip = ?', nip)[0]!.n).toBe(2)
    await arrived(real.email)
    const kinds = d1<{ kind: string }>('SELECT kind FROM outbox WHERE to_email = ?', squatter.email).map((r) => r.kind)
    expect(kinds).toEqual(['trial_confirmation'])
  })
})

describe('limits that answer nothing different', () => {
  it('two requests with one new NIP at once answer the same and each opens its own company in trial', async () => {
    const nip = freshNip()
    const [a, b] = await Promise.all([startTrial(trialBody({ nip })), startTrial(trialBody({ nip }))])
    expect([await answer(a), await answer(b)]).toEqual(['201 {"ok":true}', '201 {"ok":true}'])
    expect(d1<{ n: number }>('SELECT COUNT(*) AS n FROM clients WHERE nip = ?', nip)[0]!.n).toBe(2)
    expect(d1<{ n: number }>('SELECT COUNT(*) AS n FROM trial_requests WHERE nip = ?', nip)[0]!.n).toBe(2)
  })

  it('one mailbox, however spelled, opens at most 3 trial accounts a day; the 4th request answers the same and opens none', async () => {
    const mailbox = unique('skrzynka')
    const spelled = (i: number) => (i % 2 ? mailbox.toUpperCase() : mailbox).replace('@', `+${i}@`)
    const bodies = [1, 2, 3, 4].map((i) => trialBody({ email: spelled(i) }))
    const answers = []
    for (const body of bodies) answers.push(await answer(await startTrial(body)))
    expect(new Set(answers)).toEqual(new Set(['201 {"ok":true}']))
    expect(bodies.map((body) => Boolean(companyOf(String(body.email).toLowerCase())))).toEqual([
      true,
      true,
      true,
      false,
    ])
    expect(d1('SELECT 1 FROM trial_requests WHERE email = ?', String(bodies[3]!.email).toLowerCase())).toHaveLength(1)
  })

  it('a lost activation mail is replaced by a password reset, which starts the trial too', async () => {
    const body = trialBody({ lang: 'en' })
    expect((await startTrial(body)).status).toBe(201)
    await activationLink(body.email)
    const reset = await apiFetch('/api/auth/password-reset', {
      method: 'POST',
      body: { email: body.email, lang: 'en' },
      headers: network(),
    })
    expect(reset.status).toBe(202)
    const [mail] = (await arrived(body.email, 2)).filter((m) => m.subject === 'Set a new Skrytka password')
    const token = /#token=([\w-]+)/.exec(mail!.text)![1]!
    const done = await confirm(token, 'Haslo-Probne-2026')
    expect(await done.json()).toEqual({ ok: true, next: '/en/panel' })
    expect(companyOf(body.email)!.trial_ends_at).not.toBeNull()
  })
})

describe('reminders', () => {
  it('mails 7 days and 1 day before the end, in the user’s language, once each; an extension is reminded again', async () => {
    const { body, company } = await activatedTrial('en')
    const run = async (day: string) => {
      const response = await fetch(`${baseUrl()}/__dev/trials/run`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ day }),
      })
      expect(response.status).toBe(200)
      return ((await response.json()) as { reminded: number }).reminded
    }
    // An end far from every other trial in this database, so the runs below see this one alone.
    d1("UPDATE clients SET trial_ends_at = '2031-03-20T12:00:00.000Z' WHERE id = ?", company.id)
    expect(await run('2031-03-12')).toBe(0)
    expect(await run('2031-03-13')).toBe(1)
    expect(await run('2031-03-13')).toBe(0)
    expect(await run('2031-03-18')).toBe(0)
    expect(await run('2031-03-19')).toBe(1)
    expect(await run('2031-03-19')).toBe(0)
    expect(await run('2031-03-20')).toBe(0)
    const mails = await arrived(body.email, 3)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Your Skrytka trial account',
      'Your Skrytka trial ends in 1 day',
      'Your Skrytka trial ends in 7 days',
    ])
    const week = mails.find((m) => m.subject.endsWith('7 days'))!
    expect(week.text).toContain('20 March 2031')
    expect(week.text).toContain('sprzedaz@')
    // Extended: a new end, reminded again before it.
    d1("UPDATE clients SET trial_ends_at = '2031-04-03T12:00:00.000Z' WHERE id = ?", company.id)
    expect(await run('2031-03-27')).toBe(1)
    expect(await run('2031-03-27')).toBe(0)
  })

  it('the dev trigger refuses a malformed day', async () => {
    const response = await fetch(`${baseUrl()}/__dev/trials/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ day: 'tomorrow' }),
    })
    expect(response.status).toBe(400)
  })
})

describe('an ended trial', () => {
  it('refuses every panel write with TRIAL_ENDED but answering inquiries and moving reservations; the superadmin extends it', async () => {
    const { company, cookie } = await activatedTrial()
    const [facility] = d1<{ id: number }>(
      "INSERT INTO facilities (client_id, slug, name, city, latitude, longitude, features, active) VALUES (?, ?, 'Obiekt próbny', 'Warszawa', 52.2, 21.0, '[]', 0) RETURNING id",
      company.id,
      `proba-${tag}`,
    )
    const [unit] = d1<{ id: number }>(
      "INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly) VALUES (?, 'T-1', '3 m²', 3, (SELECT code FROM unit_types LIMIT 1), 199) RETURNING id",
      facility!.id,
    )
    const [inquiry] = d1<{ id: number }>(
      "INSERT INTO inquiries (facility_id, name, email, phone, message) VALUES (?, 'Anna', 'anna@example.pl', '600100200', 'Czy jest wolny?') RETURNING id",
      facility!.id,
    )
    // While the trial runs, a write goes through.
    const write = () =>
      apiFetch(`/api/panel/units/${unit!.id}`, { method: 'PATCH', cookie, body: { isOccupied: true } })
    expect((await write()).status).toBeLessThan(300)

    d1("UPDATE clients SET trial_ends_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 minute') WHERE id = ?", company.id)
    const refusals = [
      await write(),
      await apiFetch(`/api/panel/facilities/${facility!.id}/units`, {
        method: 'POST',
        cookie,
        body: { code: 'T-2', sizeM2: 4, priceMonthly: 249 },
      }),
      await apiFetch(`/api/panel/facilities/${facility!.id}`, {
        method: 'PATCH',
        cookie,
        body: { phone: '+48 22 100 20 30' },
      }),
      await apiFetch(`/api/panel/facilities/${facility!.id}/photos/order`, {
        method: 'PUT',
        cookie,
        body: { order: [] },
      }),
      await apiFetch('/api/panel/photos/1', { method: 'DELETE', cookie }),
    ]
    const bodies = new Set<string>()
    for (const refusal of refusals) {
      expect(refusal.status).toBe(403)
      bodies.add(await refusal.text())
    }
    expect(bodies.size).toBe(1)
    expect(JSON.parse([...bodies][0]!)).toMatchObject({ code: 'TRIAL_ENDED' })
    // Reads, answering an inquiry and moving a reservation still go to their handlers.
    expect((await apiFetch('/api/panel/overview', { cookie })).status).toBe(200)
    expect(((await (await apiFetch('/api/panel/trial', { cookie })).json()) as { ended: boolean }).ended).toBe(true)
    const answered = await apiFetch(`/api/panel/inquiries/${inquiry!.id}`, {
      method: 'PATCH',
      cookie,
      body: { stage: 'contacted' },
    })
    expect(answered.status).toBe(200)
    const moved = await apiFetch('/api/panel/reservations/999999999/actions', {
      method: 'POST',
      cookie,
      body: { action: 'confirm' },
    })
    expect(moved.status).not.toBe(403)

    // Only the superadmin extends, by N days from now (the trial had ended), and the company's audit trail says so.
    const refused = await apiFetch(`/api/superadmin/clients/${company.id}/trial-extension`, {
      method: 'POST',
      cookie,
      body: { days: 14 },
    })
    expect(refused.status).toBe(403)
    const admin = await sessionFor(SEED.admin.email)
    const before = new Date()
    const extended = await apiFetch(`/api/superadmin/clients/${company.id}/trial-extension`, {
      method: 'POST',
      cookie: admin,
      body: { days: 14 },
    })
    expect(extended.status).toBe(200)
    const { trialEndsAt } = (await extended.json()) as { trialEndsAt: string }
    // 14 days from today (the trial had ended), to the end of that Polish day.
    expect([trialEnd(before, 14), trialEnd(new Date(), 14)]).toContain(trialEndsAt)
    const [entry] = d1<{ action: string; user_email: string; target_type: string; detail: string }>(
      "SELECT action, user_email, target_type, detail FROM audit_log WHERE client_id = ? AND action = 'trial.extend'",
      company.id,
    )
    expect(entry).toMatchObject({ action: 'trial.extend', user_email: SEED.admin.email, target_type: 'client' })
    expect(JSON.parse(entry!.detail)).toMatchObject({ days: 14, to: trialEndsAt })
    const detail = await apiFetch(`/api/superadmin/clients/${company.id}`, { cookie: admin })
    expect(((await detail.json()) as { trial: unknown }).trial).toEqual({ endsAt: trialEndsAt })
    expect((await write()).status).toBeLessThan(300)
    // Two extensions at once: each counts from the end it read, or is refused when the other moved it meanwhile, so
    // no extension is lost or counted from a stale end: the end moved 3 days per success, one audit line each.
    const twice = await Promise.all(
      [3, 3].map((days) =>
        apiFetch(`/api/superadmin/clients/${company.id}/trial-extension`, {
          method: 'POST',
          cookie: admin,
          body: { days },
        }),
      ),
    )
    const statuses = twice.map((r) => r.status)
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true)
    const successes = statuses.filter((s) => s === 200).length
    expect(successes).toBeGreaterThan(0)
    const movedEnd = d1<{ e: string }>('SELECT trial_ends_at AS e FROM clients WHERE id = ?', company.id)[0]!.e
    expect(movedEnd).toBe(trialEnd(new Date(trialEndsAt), 3 * successes))
    expect(d1("SELECT 1 FROM audit_log WHERE client_id = ? AND action = 'trial.extend'", company.id)).toHaveLength(
      1 + successes,
    )
    // A paying company has no trial to extend; a bad number of days is a field error.
    expect(
      (
        await apiFetch('/api/superadmin/clients/1/trial-extension', {
          method: 'POST',
          cookie: admin,
          body: { days: 14 },
        })
      ).status,
    ).toBe(409)
    expect(
      (
        await apiFetch(`/api/superadmin/clients/${company.id}/trial-extension`, {
          method: 'POST',
          cookie: admin,
          body: { days: 0 },
        })
      ).status,
    ).toBe(400)

    // The company pays: the trial ends for good, and the trail keeps the end it had. Only the superadmin; once.
    expect((await apiFetch(`/api/superadmin/clients/${company.id}/paying`, { method: 'POST', cookie })).status).toBe(
      403,
    )
    const paying = await apiFetch(`/api/superadmin/clients/${company.id}/paying`, { method: 'POST', cookie: admin })
    expect(paying.status).toBe(200)
    expect(await paying.json()).toEqual({ plan: 'active' })
    d1("UPDATE clients SET trial_ends_at = '2020-01-01T00:00:00.000Z' WHERE id = ?", company.id)
    expect((await write()).status, 'a paying company writes whatever its old trial end').toBeLessThan(300)
    const after = await apiFetch(`/api/superadmin/clients/${company.id}`, { cookie: admin })
    expect(((await after.json()) as { trial: unknown }).trial).toBeNull()
    const [converted] = d1<{ detail: string }>(
      "SELECT detail FROM audit_log WHERE client_id = ? AND action = 'trial.convert'",
      company.id,
    )
    expect(JSON.parse(converted!.detail)).toEqual({ trialEndsAt: movedEnd })
    expect(
      (await apiFetch(`/api/superadmin/clients/${company.id}/paying`, { method: 'POST', cookie: admin })).status,
    ).toBe(409)
    expect((await apiFetch('/api/superadmin/clients/999999/paying', { method: 'POST', cookie: admin })).status).toBe(
      404,
    )
  })
})

describe('a demo request is confirmed', () => {
  it.each([
    ['pl', 'Twoja prośba o prezentację Skrytka', 'w wybranych przez Ciebie godzinach: 10:00–11:00'],
    ['en', 'Your Skrytka demo request', 'in the slot you chose: 10:00–11:00'],
  ])('in %s, naming the chosen slot; sales gets the request as before', async (lang, subject, slot) => {
    const email = unique(`demo-${lang}`)
    const response = await apiFetch('/api/forms/demo-request', {
      method: 'POST',
      body: { name: 'Jan Kowalski', email, phone: '+48 600 100 200', contactTime: '10-11', lang, company: '' },
      headers: network(),
    })
    expect(await answer(response)).toBe('201 {"ok":true}')
    const [mail] = await arrived(email)
    expect(mail!.subject).toBe(subject)
    expect(mail!.text).toContain(slot)
    expect(mail!.text).toContain('Jan Kowalski')
    expect(
      d1<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'demo_request' AND reply_to = ?", email)[0]!.n,
    ).toBe(1)
  })

  it('without a slot, says the working day’s hours; a filled honeypot mails nobody', async () => {
    const email = unique('demo-any')
    await apiFetch('/api/forms/demo-request', {
      method: 'POST',
      body: { name: 'Jan Kowalski', email, phone: '+48 600 100 200', contactTime: '', lang: 'pl' },
      headers: network(),
    })
    expect((await arrived(email))[0]!.text).toContain('9:00–18:00')
    const bot = unique('demo-bot')
    await apiFetch('/api/forms/demo-request', {
      method: 'POST',
      body: { name: 'Bot Botowski', email: bot, phone: '+48 600 100 200', company: 'x' },
      headers: network(),
    })
    expect(d1('SELECT 1 FROM outbox WHERE to_email = ? OR reply_to = ?', bot, bot)).toEqual([])
  })
})

describe('a trial nobody entered', () => {
  it('is deleted by the daily run a week after the request, with its user; entered ones and the request row stay', async () => {
    const ageBy = (email: string, days: number) =>
      d1(
        `UPDATE clients SET created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${days} days')
         WHERE id = (SELECT client_id FROM users WHERE email = ?)`,
        email,
      )
    const stale = trialBody()
    const fresh = trialBody()
    const linked = trialBody()
    for (const body of [stale, fresh, linked]) expect((await startTrial(body)).status).toBe(201)
    const { body: activated } = await activatedTrial()
    ageBy(stale.email, 8)
    ageBy(fresh.email, 6)
    ageBy(linked.email, 8)
    ageBy(activated.email, 8)
    // Signed in once through a sign-in link: the address is proved, so the account is someone's.
    d1("UPDATE users SET email_verified_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE email = ?", linked.email)
    const staleId = companyOf(stale.email)!.id

    await runCron('17 3 * * *')

    expect(companyOf(stale.email)).toBeUndefined()
    expect(d1('SELECT 1 FROM clients WHERE id = ?', staleId)).toHaveLength(0)
    expect(d1('SELECT 1 FROM users WHERE email = ?', stale.email)).toHaveLength(0)
    expect(d1('SELECT 1 FROM trial_requests WHERE email = ?', stale.email)).toHaveLength(1)
    for (const kept of [fresh, linked, activated]) expect(companyOf(kept.email), kept.email).toBeDefined()
  })
})
