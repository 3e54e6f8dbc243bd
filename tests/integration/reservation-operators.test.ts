import { describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { calendarToken, cancelToken } from '@api/reservations/token'
import { SEED, apiFetch, retireCaches, sessionFor } from './api-helpers'
import { d1, devVar } from './d1'
import { baseUrl } from './http'
import { type DevMail, eventually, mailTo } from './mail'

/**
 * Issue 39 (ADR 0085): every reservation reaches its operator (the facility's address and each panel user, each
 * once, in their language, Reply-To the renter), a facility nobody would hear of it at is not reservable, the
 * renter hears of an expiry, the superadmin cancels and releases, and the calendar link cannot cancel.
 */

let ip = 0
const nextIp = () => {
  ip += 1
  return `10.139.${Math.floor(ip / 250)}.${(ip % 250) + 1}`
}
let mailNo = 0
const renterEmail = () => {
  mailNo += 1
  return `op39-${Date.now()}-${mailNo}@example.pl`
}

type Unit = { id: number; facility_id: number; slug: string; price_monthly: number }
const FREE = `u.is_active = 1 AND u.is_occupied = 0 AND u.price_monthly IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.status IN ('unconfirmed', 'pending', 'confirmed'))`
const usedFacilities = new Set<number>()

/** A free unit at a facility no other test here uses, of a company with (or without) panel users. */
function freeUnit(withPanelUsers: boolean): Unit {
  const rows = d1<Unit>(
    `SELECT u.id, u.facility_id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id
     WHERE f.active = 1 AND f.slug != 'lockerbox-warszawa' AND ${FREE}
       AND ${withPanelUsers ? '' : 'NOT'} EXISTS (SELECT 1 FROM users us WHERE us.client_id = f.client_id AND us.role = 'CLIENT')
     ORDER BY f.id DESC, u.id`,
  )
  // With panel users, a test reserves a second unit of the same facility: pick one that has two free.
  const unit = rows.find(
    (r) =>
      !usedFacilities.has(r.facility_id) &&
      (!withPanelUsers || rows.filter((o) => o.facility_id === r.facility_id).length >= 2),
  )
  if (!unit) throw new Error('no free unit')
  usedFacilities.add(unit.facility_id)
  return unit
}

const reserve = (unit: Unit, email: string, lang = 'pl') =>
  apiFetch(`/api/forms/facilities/${unit.slug}/reservations`, {
    method: 'POST',
    headers: { 'cf-connecting-ip': nextIp(), 'accept-language': lang },
    body: {
      unitId: unit.id,
      priceMonthly: unit.price_monthly,
      moveInDate: addDays(businessToday(), 5),
      name: 'Olga Rezerwująca',
      email,
      phone: '600 700 800',
      acceptTerms: true,
      lang,
      website: '',
    },
  })

async function reserved(unit: Unit, email: string, lang = 'pl') {
  const response = await reserve(unit, email, lang)
  expect(response.status).toBe(201)
  const { code } = ((await response.json()) as { reservation: { code: string } }).reservation
  // The renter confirms from the mail (ADR 0087): only then is the operator told.
  const confirmed = await apiFetch(`/api/reservations/${code}/confirm`, {
    method: 'POST',
    body: { token: await cancelToken(devVar('SESSION_SECRET'), code) },
  })
  expect(confirmed.status).toBe(200)
  const id = d1<{ id: number }>('SELECT id FROM reservations WHERE code = ?', code)[0]!.id
  return { code, id }
}

/** The mails to `address` about reservation `code` once `count` have arrived. */
const about = (address: string, code: string, count = 1) =>
  eventually(async () => {
    const found = (await mailTo(address)).filter((m) => m.subject.includes(code))
    return found.length >= count ? found : undefined
  })

const runFrequentCron = async () =>
  expect((await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)).status).toBe(
    200,
  )

const operatorOutbox = (code: string) =>
  d1<{ to_email: string; lang: string }>(
    "SELECT to_email, lang FROM outbox WHERE kind = 'reservation_operator' AND ref_id = (SELECT id FROM reservations WHERE code = ?) ORDER BY id",
    code,
  )

describe('who hears of a new reservation', () => {
  it('a company without panel users: the facility’s address, in Polish, Reply-To the renter, no panel link', async () => {
    const unit = freeUnit(false)
    const contact = `kontakt-${Date.now()}@gizo.example.pl`
    d1('UPDATE facilities SET email = ? WHERE id = ?', contact, unit.facility_id)
    const email = renterEmail()
    const { code } = await reserved(unit, email, 'en')
    const [notice] = await about(contact, code)
    expect(notice!.subject).toContain(`Nowa rezerwacja ${code}`)
    expect(notice!.replyTo).toBe(email)
    expect(notice!.text).toContain('Zadzwoń do najemcy lub odpowiedz mu w ciągu 48 godzin')
    expect(notice!.text).not.toContain('/panel-operatora/')
    expect(operatorOutbox(code)).toEqual([{ to_email: contact, lang: 'pl' }])
  })

  it('the address and every panel user, each in their language; an address equal to a user’s is mailed once', async () => {
    const unit = freeUnit(true)
    const users = d1<{ email: string; lang: string }>(
      "SELECT u.email, u.lang FROM users u JOIN facilities f ON f.client_id = u.client_id WHERE f.id = ? AND u.role = 'CLIENT' ORDER BY u.id",
      unit.facility_id,
    )
    const first = users[0]!.email
    d1("UPDATE users SET lang = 'pl' WHERE email = ?", first)
    try {
      // The contact address is the first panel user's, spelt otherwise: one mail, the user's (with the panel link).
      d1('UPDATE facilities SET email = ? WHERE id = ?', `  ${first.toUpperCase()} `, unit.facility_id)
      const one = await reserved(unit, renterEmail())
      expect(operatorOutbox(one.code).map((m) => m.to_email.toLowerCase())).toEqual(users.map((u) => u.email))
      const [userMail] = await about(first, one.code)
      expect(userMail!.text).toContain(`/pl/panel-operatora/rezerwacje/${one.id}`)

      // An English panel user and a contact address of its own: both get English (the company's language), and the
      // English mail writes sizes with a decimal point.
      const contact = `biuro-${Date.now()}@operator.example.pl`
      d1('UPDATE facilities SET email = ? WHERE id = ?', contact, unit.facility_id)
      d1("UPDATE users SET lang = 'en' WHERE email = ?", first)
      const next = d1<Unit>(
        `SELECT u.id, u.facility_id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id WHERE f.id = ? AND ${FREE} LIMIT 1`,
        unit.facility_id,
      )[0]!
      d1("UPDATE units SET size_label = '1,5 m²', size_m2 = 1.5 WHERE id = ?", next.id)
      const email = renterEmail()
      const two = await reserved(next, email)
      expect(operatorOutbox(two.code)).toEqual([
        ...users.map((u, i) => ({ to_email: u.email, lang: i === 0 ? 'en' : u.lang })),
        { to_email: contact, lang: 'en' },
      ])
      const [toContact] = await about(contact, two.code)
      expect(toContact!.subject).toContain(`New reservation ${two.code}`)
      expect(toContact!.replyTo).toBe(email)
      expect(toContact!.text).toContain('1.5 m²')
      expect(toContact!.text).not.toContain('1,5 m²')
      const [toUser] = await about(first, two.code)
      expect(toUser!.replyTo).toBe(email)
      expect(toUser!.text).toContain(`/en/panel/reservations/${two.id}`)
      // The renter cancels: the address hears of it too.
      const token = await cancelToken(devVar('SESSION_SECRET'), two.code)
      const cancel = await apiFetch(`/api/reservations/${two.code}/cancel`, { method: 'POST', body: { token } })
      expect(cancel.status).toBe(200)
      const cancelled = await eventually(async () =>
        (await mailTo(contact)).find((m) => m.subject.includes(`${two.code} cancelled by the renter`)),
      )
      expect(cancelled.replyTo).toBe(email)
    } finally {
      d1('UPDATE users SET lang = ? WHERE email = ?', users[0]!.lang, first)
    }
  })

  it('nobody to tell: the page offers no reservation and the API answers 409 FACILITY_NOT_RESERVABLE', async () => {
    const unit = freeUnit(false)
    d1('UPDATE facilities SET email = NULL WHERE id = ?', unit.facility_id)
    await retireCaches()
    const facility = (await (await apiFetch(`/api/marketplace/facilities/${unit.slug}`)).json()) as {
      reservable: boolean
    }
    expect(facility.reservable).toBe(false)
    const email = renterEmail()
    const refused = await reserve(unit, email)
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { code: string }).code).toBe('FACILITY_NOT_RESERVABLE')
    expect(d1('SELECT 1 FROM reservations WHERE email = ?', email)).toEqual([])
    expect(d1('SELECT 1 FROM outbox WHERE to_email = ?', email)).toEqual([])
    // An address again: reservable.
    d1("UPDATE facilities SET email = 'znowu@example.pl' WHERE id = ?", unit.facility_id)
    await retireCaches()
    const again = (await (await apiFetch(`/api/marketplace/facilities/${unit.slug}`)).json()) as {
      reservable: boolean
    }
    expect(again.reservable).toBe(true)
    expect((await reserve(unit, email)).status).toBe(201)
  })
})

describe('a hold that expires', () => {
  it('tells the renter in their language, with a link back to the facility, and the operator', async () => {
    const unit = freeUnit(false)
    const contact = `wygasla-${Date.now()}@example.pl`
    d1('UPDATE facilities SET email = ? WHERE id = ?', contact, unit.facility_id)
    const email = renterEmail()
    const { code } = await reserved(unit, email, 'en')
    const past = addDays(businessToday(), -1)
    d1('UPDATE reservations SET move_in_date = ?, hold_until = ? WHERE code = ?', addDays(past, -2), past, code)
    await runFrequentCron()
    const renter = await eventually(async () =>
      (await mailTo(email)).find((m) => m.subject === `Reservation ${code}: expired`),
    )
    expect(renter.text).toContain('The reservation has expired')
    expect(renter.text).toContain(`/en/self-storage-facility/${unit.slug}`)
    const [operator] = await about(contact, code, 2)
    expect(operator!.subject).toContain(`Rezerwacja ${code} wygasła`)
    expect(operator!.replyTo).toBe(email)
    // A second run tells nobody again.
    await runFrequentCron()
    expect(
      d1<{ n: number }>(
        "SELECT COUNT(*) AS n FROM outbox WHERE kind = 'reservation_status' AND ref_id = (SELECT id FROM reservations WHERE code = ?)",
        code,
      )[0]!.n,
    ).toBe(1)
  })
})

describe('the superadmin acts on any reservation', () => {
  const act = (id: number, body: unknown, cookie?: string) =>
    apiFetch(`/api/superadmin/reservations/${id}/actions`, { method: 'POST', body, ...(cookie ? { cookie } : {}) })

  it('401 signed out, 403 for an operator or a tenant; cancel needs a reason, is audited and told', async () => {
    const unit = freeUnit(false)
    const contact = `anulowana-${Date.now()}@example.pl`
    d1('UPDATE facilities SET email = ? WHERE id = ?', contact, unit.facility_id)
    const email = renterEmail()
    const { code, id } = await reserved(unit, email)
    expect((await act(id, { action: 'cancel', reason: 'x' })).status).toBe(401)
    expect((await act(id, { action: 'cancel', reason: 'x' }, await sessionFor(SEED.client.email))).status).toBe(403)
    expect((await act(id, { action: 'cancel', reason: 'x' }, await sessionFor(SEED.tenant.email))).status).toBe(403)
    const admin = await sessionFor(SEED.admin.email)
    const noReason = await act(id, { action: 'cancel', reason: '  ' }, admin)
    expect(noReason.status).toBe(400)
    expect(((await noReason.json()) as { issues: { path: string }[] }).issues[0]!.path).toBe('reason')
    // The hold has not ended: nothing to release.
    expect((await act(id, { action: 'release' }, admin)).status).toBe(409)
    const done = await act(id, { action: 'cancel', reason: 'Zgłoszenie nadużycia' }, admin)
    expect(done.status).toBe(200)
    const saved = (await done.json()) as { status: string; events: { actor: string; userEmail: string }[] }
    expect(saved.status).toBe('cancelled')
    expect(saved.events.at(-1)).toMatchObject({ userEmail: SEED.admin.email, reason: 'Zgłoszenie nadużycia' })
    const audit = d1<{ user_email: string; detail: string }>(
      "SELECT user_email, detail FROM audit_log WHERE action = 'reservation.status' AND target_type = 'reservation' AND target_id = ?",
      id,
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]!.user_email).toBe(SEED.admin.email)
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ code, from: 'pending', to: 'cancelled', by: 'SUPERADMIN' })
    const renter = await eventually(async () => (await mailTo(email)).find((m) => m.subject.includes('anulowana')))
    expect(renter.text).toContain('Zgłoszenie nadużycia')
    const operator = await eventually(async () =>
      (await mailTo(contact)).find((m) => m.subject.includes(`${code} anulowana przez zespół serwisu`)),
    )
    expect(operator.replyTo).toBe(email)
    // The unit is free again; a second cancel is a 409.
    expect((await act(id, { action: 'cancel', reason: 'znowu' }, admin)).status).toBe(409)
  })

  it('releases a hold past its last day before the cron does, audited', async () => {
    const unit = freeUnit(false)
    d1("UPDATE facilities SET email = 'zwolniona@example.pl' WHERE id = ?", unit.facility_id)
    const { id } = await reserved(unit, renterEmail())
    const past = addDays(businessToday(), -1)
    d1('UPDATE reservations SET hold_until = ? WHERE id = ?', past, id)
    const admin = await sessionFor(SEED.admin.email)
    const released = await act(id, { action: 'release' }, admin)
    expect(released.status).toBe(200)
    expect(((await released.json()) as { status: string }).status).toBe('expired')
    expect(
      d1<{ actor: string; user_email: string }>(
        "SELECT actor, user_email FROM reservation_events WHERE reservation_id = ? AND to_status = 'expired'",
        id,
      ),
    ).toEqual([{ actor: 'system', user_email: SEED.admin.email }])
    expect(
      d1(
        "SELECT 1 FROM audit_log WHERE action = 'reservation.status' AND target_id = ? AND user_email = ?",
        id,
        SEED.admin.email,
      ),
    ).toHaveLength(1)
    expect(
      (
        await apiFetch(`/api/superadmin/reservations/999999999/actions`, {
          method: 'POST',
          body: { action: 'release' },
          cookie: admin,
        })
      ).status,
    ).toBe(404)
  })
})

describe('the calendar link', () => {
  it('has its own read-only token: the cancel token cannot read it, and it cannot cancel', async () => {
    const unit = freeUnit(false)
    d1("UPDATE facilities SET email = 'kalendarz@example.pl' WHERE id = ?", unit.facility_id)
    const email = renterEmail()
    const { code } = await reserved(unit, email, 'en')
    const secret = devVar('SESSION_SECRET')
    const [cancel, calendar] = [await cancelToken(secret, code), await calendarToken(secret, code)]
    const ics = (token: string) => apiFetch(`/api/reservations/${code}/calendar.ics?token=${encodeURIComponent(token)}`)
    expect((await ics(cancel)).status).toBe(404)
    const file = await ics(calendar)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="reservation-${code}.ics"`)
    expect(
      (await apiFetch(`/api/reservations/${code}/cancel`, { method: 'POST', body: { token: calendar } })).status,
    ).toBe(404)
    expect((await apiFetch(`/api/reservations/${code}?token=${encodeURIComponent(calendar)}`)).status).toBe(404)
    // The mail's button and the cancel page carry the calendar token, never the cancel one.
    const mail: DevMail = await eventually(async () => (await mailTo(email)).find((m) => m.subject.includes(code)))
    expect(mail.text).toContain(`calendar.ics?token=${calendar}`)
    expect(mail.text).not.toContain(`calendar.ics?token=${cancel}`)
    expect(mail.attachments.map((a) => a.filename)).toEqual([`reservation-${code}.ics`])
    const page = (await (await apiFetch(`/api/reservations/${code}?token=${encodeURIComponent(cancel)}`)).json()) as {
      calendarPath: string
    }
    expect(page.calendarPath).toBe(`/api/reservations/${code}/calendar.ics?token=${calendar}`)
  })
})
