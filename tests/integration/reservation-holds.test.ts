import { describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { baseUrl } from './http'
import { arrived, linksIn } from './mail'

/**
 * Issue 39, ADR 0087: holds that cannot be hoarded. An unproved address holds a unit unconfirmed for an hour, the
 * renter confirms from the mail's page (a POST, never the link), and the limits count one mailbox, one network and
 * one address per facility inside the INSERT, so parallel requests cannot slip past them.
 */

type FreeUnit = { id: number; facility_id: number; slug: string; price_monthly: number }
const ACTIVE = "('unconfirmed', 'pending', 'confirmed')"
const used = new Set<number>()

/** `perFacility` free, priced units in each of `count` facilities none used before in this file. */
function units(count: number, perFacility = 1, { withOperator = false } = {}): FreeUnit[] {
  const rows = d1<FreeUnit>(
    `SELECT u.id, u.facility_id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id
     WHERE f.active = 1 AND f.slug != 'lockerbox-warszawa' AND u.is_active = 1 AND u.is_occupied = 0
       AND u.price_monthly IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.status IN ${ACTIVE})
       ${withOperator ? "AND EXISTS (SELECT 1 FROM users us WHERE us.client_id = f.client_id AND us.role = 'CLIENT')" : ''}
     ORDER BY (f.id * 7919) % 101, u.id`,
  )
  const picked: FreeUnit[] = []
  for (const row of rows) {
    if (picked.length === count * perFacility) break
    if (used.has(row.facility_id) && !picked.some((p) => p.facility_id === row.facility_id)) continue
    if (picked.filter((p) => p.facility_id === row.facility_id).length >= perFacility) continue
    if (perFacility > 1 && rows.filter((r) => r.facility_id === row.facility_id).length < perFacility) continue
    used.add(row.facility_id)
    picked.push(row)
  }
  if (picked.length < count * perFacility) throw new Error('not enough free units')
  return picked
}

let ipNo = 0
const nextIp = () => {
  ipNo += 1
  return `10.139.${Math.floor(ipNo / 250)}.${(ipNo % 250) + 1}`
}
const run = `${Date.now()}`.slice(-7)
const body = (unit: FreeUnit, email: string) => ({
  unitId: unit.id,
  priceMonthly: unit.price_monthly,
  moveInDate: addDays(businessToday(), 5),
  name: 'Mallory Zbieracz',
  email,
  phone: '600 700 800',
  acceptTerms: true,
  website: '',
})
const reserve = (unit: FreeUnit, email: string, headers: Record<string, string> = {}, cookie?: string) =>
  apiFetch(`/api/forms/facilities/${unit.slug}/reservations`, {
    method: 'POST',
    body: body(unit, email),
    headers: { 'cf-connecting-ip': nextIp(), ...headers },
    ...(cookie ? { cookie } : {}),
  })
const codeOf = async (response: Response) => ((await response.json()) as { code: string }).code
const statusOf = (code: string) =>
  d1<{ status: string }>('SELECT status FROM reservations WHERE code = ?', code)[0]!.status
const operatorMails = (code: string) =>
  d1<{ to_email: string }>(
    "SELECT to_email FROM outbox WHERE kind = 'reservation_operator' AND ref_table = 'reservations' AND ref_id = (SELECT id FROM reservations WHERE code = ?)",
    code,
  )
const cron = () => fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
const isFree = async (unit: FreeUnit) =>
  (
    (await (await apiFetch(`/api/marketplace/facilities/${unit.slug}/units`)).json()) as {
      id: number
      isAvailable: boolean
    }[]
  ).find((u) => u.id === unit.id)?.isAvailable

/** The mail's confirm link: the reservation's page, code and token in the fragment. */
async function confirmLinkOf(email: string, code: string) {
  const [mail] = await arrived(email)
  const link = linksIn(mail!).find((href) => href.includes('/rezerwacja#') || href.includes('/reservation#'))
  expect(link, 'the mail links to the reservation page').toBeTruthy()
  const url = new URL(link!)
  expect(url.search).toBe('')
  const fragment = new URLSearchParams(url.hash.slice(1))
  expect(fragment.get('code')).toBe(code)
  return { url, token: fragment.get('token')! }
}

describe('an unconfirmed hold', () => {
  it('starts unconfirmed, holds the unit, tells no operator; the page’s GET changes nothing; its POST confirms once', async () => {
    const [unit] = units(1, 1, { withOperator: true })
    const email = `holds-confirm-${run}@example.pl`
    const created = await reserve(unit!, email)
    expect(created.status).toBe(201)
    const { reservation } = (await created.json()) as {
      reservation: { code: string; status: string; confirmBy: string }
    }
    expect(reservation.status).toBe('unconfirmed')
    const minutes = (Date.parse(reservation.confirmBy) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(58)
    expect(minutes).toBeLessThanOrEqual(60)
    expect(await isFree(unit!)).toBe(false)
    expect(operatorMails(reservation.code)).toEqual([])

    const { url, token } = await confirmLinkOf(email, reservation.code)
    const [mail] = await arrived(email)
    expect(mail!.text).toContain('Potwierdź rezerwację')
    // A mail scanner opens the page and reads the reservation: nothing changes.
    expect((await fetch(url.href)).status).toBe(200)
    const read = await apiFetch(`/api/reservations/${reservation.code}?token=${token}`)
    expect(await read.json()).toMatchObject({ status: 'unconfirmed', confirmBy: reservation.confirmBy })
    expect(statusOf(reservation.code)).toBe('unconfirmed')

    const wrong = await apiFetch(`/api/reservations/${reservation.code}/confirm`, {
      method: 'POST',
      body: { token: `${token}x` },
    })
    expect(wrong.status).toBe(404)
    const confirm = () => apiFetch(`/api/reservations/${reservation.code}/confirm`, { method: 'POST', body: { token } })
    // Two clicks at once (two tabs): both see it pending, one event and one set of operator mails.
    const answers = await Promise.all([confirm(), confirm()])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    for (const answer of answers) expect(await answer.json()).toMatchObject({ status: 'pending', confirmBy: null })
    const operators = operatorMails(reservation.code)
    expect(operators.length).toBeGreaterThan(0)
    expect(
      d1<{ to_status: string; actor: string }>(
        'SELECT to_status, actor FROM reservation_events WHERE reservation_id = (SELECT id FROM reservations WHERE code = ?) ORDER BY id',
        reservation.code,
      ),
    ).toEqual([
      { to_status: 'unconfirmed', actor: 'renter' },
      { to_status: 'pending', actor: 'renter' },
    ])
    expect((await confirm()).status).toBe(200)
    expect(operatorMails(reservation.code)).toHaveLength(operators.length)
  })

  it('is released after its hour by the 5-minute trigger; a confirm after that is 409 RESERVATION_RELEASED', async () => {
    const [late, waiting] = units(2)
    const lateCode = (
      (await (await reserve(late!, `holds-late-${run}@example.pl`)).json()) as { reservation: { code: string } }
    ).reservation.code
    const waitingCode = (
      (await (await reserve(waiting!, `holds-waiting-${run}@example.pl`)).json()) as { reservation: { code: string } }
    ).reservation.code
    // The clock moved on 61 minutes for the late one.
    d1('UPDATE reservations SET confirm_by = ? WHERE code = ?', new Date(Date.now() - 60_000).toISOString(), lateCode)
    const { token } = await confirmLinkOf(`holds-late-${run}@example.pl`, lateCode)
    // Past its hour it is released even before the cron has run.
    const early = await apiFetch(`/api/reservations/${lateCode}/confirm`, { method: 'POST', body: { token } })
    expect(early.status).toBe(409)
    expect(await codeOf(early)).toBe('RESERVATION_RELEASED')

    expect((await cron()).status).toBe(200)
    expect(statusOf(lateCode)).toBe('expired')
    expect(statusOf(waitingCode)).toBe('unconfirmed')
    expect(await isFree(late!)).toBe(true)
    expect(await isFree(waiting!)).toBe(false)
    expect(
      d1<{ actor: string }>(
        "SELECT actor FROM reservation_events WHERE to_status = 'expired' AND reservation_id = (SELECT id FROM reservations WHERE code = ?)",
        lateCode,
      ),
    ).toEqual([{ actor: 'system' }])
    expect(operatorMails(lateCode)).toEqual([])
    const after = await apiFetch(`/api/reservations/${lateCode}/confirm`, { method: 'POST', body: { token } })
    expect(after.status).toBe(409)
    expect(await codeOf(after)).toBe('RESERVATION_RELEASED')
  })

  it('is skipped for a signed-in tenant reserving with its own address, not with another', async () => {
    const tenant = await sessionFor(SEED.tenant.email)
    const [own, other] = units(2, 1, { withOperator: true })
    const mine = await reserve(own!, SEED.tenant.email.toUpperCase(), {}, tenant)
    expect(mine.status).toBe(201)
    const { reservation } = (await mine.json()) as { reservation: { code: string; status: string; confirmBy: null } }
    expect(reservation).toMatchObject({ status: 'pending', confirmBy: null })
    expect(operatorMails(reservation.code).length).toBeGreaterThan(0)
    const foreign = await reserve(other!, `holds-not-mine-${run}@example.pl`, {}, tenant)
    expect(((await foreign.json()) as { reservation: { status: string } }).reservation.status).toBe('unconfirmed')
    // Leave the seeded tenant's allowance as it was.
    const id = d1<{ id: number }>('SELECT id FROM reservations WHERE code = ?', reservation.code)[0]!.id
    expect((await apiFetch(`/api/tenant/reservations/${id}/cancel`, { method: 'POST', cookie: tenant })).status).toBe(
      200,
    )
  })
})

describe('the hold limits under parallel requests', () => {
  it('counts one mailbox however it is spelled: 3 of 6 parallel spellings hold, 3 are 429 RESERVATION_LIMIT', async () => {
    const name = `mallory${run}`
    const spellings = [
      `${name}+1@gmail.com`,
      `m.${name.slice(1)}@gmail.com`,
      `${name.toUpperCase()}@Gmail.com`,
      `${name}@googlemail.com`,
      `m.a.${name.slice(2)}+hold@gmail.com`,
      `\uff4d${name.slice(1)}@gmail.com`,
    ]
    const picked = units(6)
    const answers = await Promise.all(picked.map((unit, i) => reserve(unit, spellings[i]!)))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429])
    for (const answer of answers.filter((r) => r.status === 429)) expect(await codeOf(answer)).toBe('RESERVATION_LIMIT')
    expect(
      d1<{ n: number }>(
        `SELECT COUNT(*) AS n FROM reservations WHERE email_key = ? AND status IN ${ACTIVE}`,
        `${name}@gmail.com`,
      )[0]!.n,
    ).toBe(3)
  })

  it('refuses a look-alike letter from another alphabet, in the name or the domain, as the e-mail field’s error', async () => {
    const [unit] = units(1)
    for (const email of [`m\u0430llory${run}@gmail.com`, `mallory${run}@gm\u0430il.com`]) {
      const answer = await reserve(unit!, email)
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        issues: [{ path: 'email', message: 'emailMixedScript' }],
      })
    }
  })

  it('counts one IPv6 /64 as one network: 3 of 6 parallel holds with 6 addresses, 3 are 429 RESERVATION_NETWORK_LIMIT', async () => {
    const prefix = `2001:db8:${(Number(run) % 0xffff).toString(16)}:39`
    const picked = units(6)
    const answers = await Promise.all(
      picked.map((unit, i) =>
        reserve(unit, `holds-net-${run}-${i}@example.pl`, { 'cf-connecting-ip': `${prefix}::${(i + 1).toString(16)}` }),
      ),
    )
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429])
    for (const answer of answers.filter((r) => r.status === 429))
      expect(await codeOf(answer)).toBe('RESERVATION_NETWORK_LIMIT')
    expect(
      d1<{ n: number }>(
        `SELECT COUNT(*) AS n FROM reservations WHERE network = ? AND status IN ${ACTIVE}`,
        `${prefix}::/64`,
      )[0]!.n,
    ).toBe(3)
  })

  it('lets one address hold one unit per facility: 1 of 3 parallel ones, 2 are 409 RESERVATION_FACILITY_LIMIT', async () => {
    const picked = units(1, 3)
    const email = `holds-facility-${run}@example.pl`
    const answers = await Promise.all(picked.map((unit, i) => reserve(unit, i ? email.toUpperCase() : email)))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409])
    for (const answer of answers.filter((r) => r.status === 409))
      expect(await codeOf(answer)).toBe('RESERVATION_FACILITY_LIMIT')
  })
})
