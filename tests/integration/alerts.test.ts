import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { cancelToken } from '@api/lib/reservations/token'
import type { PanelOverview, PanelUnit } from '@api/contract/panel'
import { SEED, apiFetch } from './api-helpers'
import {
  activeAlert,
  freshIp,
  mailboxOf,
  runDigest,
  saveAlert,
  tomorrow,
  uniqueEmail,
  waitForMail,
} from './alerts-helpers'
import { d1, devVar } from './d1'
import { baseUrl } from './http'
import { loginAs } from './panel-helpers'

/** Issue 27: saved searches, the triggers that alert, the ones that do not, one mail a day, unsubscribe. */
const FACILITY = 'lockerbox-podgorze-krakow'
const HERE = { lat: '50.023', lon: '19.9275' }
const tag = Date.now().toString(36).toUpperCase()
let operator = ''
let facilityId = 0
/** A size no seeded unit has, so only this suite's units match its searches. */
let size = 0

const panel = async <T>(method: string, path: string, body?: unknown) => {
  const response = await apiFetch(`/api/panel${path}`, { method, cookie: operator, ...(body ? { body } : {}) })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}
const createUnit = async (code: string, sizeM2: number, price: number) =>
  (
    await panel<{ unit: PanelUnit }>('POST', `/facilities/${facilityId}/units`, {
      code: `${code}-${tag}`,
      sizeM2: String(sizeM2).replace('.', ','),
      type: 'standard',
      priceMonthly: String(price),
    })
  ).unit
const matchesOf = (email: string) =>
  d1<{ unit_id: number; reason: string; old_price: number | null; new_price: number }>(
    'SELECT m.unit_id, m.reason, m.old_price, m.new_price FROM alert_matches m JOIN saved_searches s ON s.id = m.search_id WHERE s.email = ?',
    email,
  )

beforeAll(async () => {
  operator = await loginAs(SEED.client)
  const overview = await panel<PanelOverview>('GET', '/overview')
  facilityId = overview.facilities.find((f) => f.slug === FACILITY)!.id
  size = 40 + (Date.now() % 50) / 10
})

describe('saving a search', () => {
  it('refuses junk with 400 and the field keys, with the list search rules', async () => {
    const response = await saveAlert('not-an-email', { lat: '95', lon: 'x', place: '', minSize: '9', maxSize: '3' })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { code: string; issues: { path: string; message: string }[] }
    expect(body.code).toBe('VALIDATION_ERROR')
    const paths = body.issues.map((i) => i.path)
    expect(paths).toEqual(expect.arrayContaining(['email', 'search.lat', 'search.lon', 'search.place']))
    const range = await saveAlert(uniqueEmail('range'), { ...HERE, place: 'Podgórze', minSize: '9', maxSize: '3' })
    expect(((await range.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toEqual([
      'search.maxSize',
    ])
    const far = await saveAlert(uniqueEmail('far'), { ...HERE, place: 'Podgórze', radius: '250' })
    expect(far.status).toBe(400)
  })

  it('answers the same for a new address, a known one, one at its limit and a bot', async () => {
    const email = uniqueEmail('same')
    const search = { ...HERE, place: 'Podgórze', radius: '2' }
    const answers: string[] = []
    for (let i = 0; i < 11; i++) {
      const r = await apiFetch('/api/alerts', {
        method: 'POST',
        body: { email, lang: 'pl', search },
        headers: freshIp(),
      })
      if (r.status === 429) break
      answers.push(`${r.status} ${await r.text()}`)
    }
    const bot = await saveAlert(uniqueEmail('bot'), search, { website: 'http://spam' })
    answers.push(`${bot.status} ${await bot.text()}`)
    expect(new Set(answers)).toEqual(new Set(['202 {"ok":true}']))
    // Five saves an hour per address (no inbox flooding), and never more than ten live searches per address.
    expect(d1<{ n: number }>('SELECT COUNT(*) AS n FROM saved_searches WHERE email = ?', email)[0]!.n).toBe(5)
    // An address already holding ten live searches (made here, so no rate-limit window is involved) gets the same
    // answer and no eleventh.
    const full = uniqueEmail('full')
    for (let copy = 0; copy < 2; copy++)
      d1(
        `INSERT INTO saved_searches (email, status, place, lat, lon, radius_km, cell, expires_at)
         SELECT ?, 'active', place, lat, lon, radius_km, cell, expires_at FROM saved_searches WHERE email = ?`,
        full,
        email,
      )
    expect((await saveAlert(full, search)).status).toBe(202)
    expect(d1<{ n: number }>('SELECT COUNT(*) AS n FROM saved_searches WHERE email = ?', full)[0]!.n).toBe(10)
  })
})

describe('confirming', () => {
  it('answers the manage link of the search, once; the link opens it', async () => {
    const email = uniqueEmail('confirm')
    expect((await saveAlert(email, { ...HERE, place: 'Podgórze', radius: '2' })).status).toBe(202)
    const [mail] = await waitForMail(email)
    const token = /#token=([\w-]+)/.exec(mail!.text)![1]
    const confirm = () => apiFetch('/api/alerts/confirm', { method: 'POST', body: { token }, headers: freshIp() })
    const first = await confirm()
    expect(first.status).toBe(200)
    const { manage } = (await first.json()) as { manage: { id: number; token: string } }
    const opened = await apiFetch('/api/alerts/manage', { method: 'POST', body: manage, headers: freshIp() })
    expect(opened.status).toBe(200)
    expect(((await opened.json()) as { search: { status: string } }).search.status).toBe('active')
    const forged = { ...manage, token: `x${manage.token.slice(1)}` }
    expect((await apiFetch('/api/alerts/manage', { method: 'POST', body: forged, headers: freshIp() })).status).toBe(
      404,
    )
    expect((await confirm()).status).toBe(404)
  })
})

describe('triggers', () => {
  it('a new unit, a freed one and a 5 % cut match; a wrong size, a far search and a price rise do not', async () => {
    const match = uniqueEmail('match')
    const wrongSize = uniqueEmail('size')
    const tooFar = uniqueEmail('far')
    const lo = String(size - 0.2)
    const hi = String(size + 0.2)
    await activeAlert(match, { ...HERE, place: 'Podgórze', radius: '2', minSize: lo, maxSize: hi, priceMax: '900' })
    await activeAlert(wrongSize, {
      ...HERE,
      place: 'Podgórze',
      radius: '2',
      minSize: String(size + 1),
      maxSize: String(size + 2),
    })
    // Nowa Huta is about 10 km away: a 5 km search there does not reach Podgórze.
    await activeAlert(tooFar, {
      lat: '50.0717',
      lon: '20.0378',
      place: 'Nowa Huta',
      radius: '5',
      minSize: lo,
      maxSize: hi,
    })

    const unit = await createUnit('AL-N', size, 800)
    await waitForMail(match, 2)
    expect(matchesOf(match)).toEqual([{ unit_id: unit.id, reason: 'available', old_price: null, new_price: 800 }])

    // Occupied then freed: available again (a later mail, the digest's).
    await panel('PATCH', `/units/${unit.id}`, { isOccupied: true })
    await panel('PATCH', `/units/${unit.id}`, { isOccupied: false })
    // A rise and a 4 % cut are no triggers; a 5 % cut is.
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '850' })
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '816' })
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '775' })
    const deadline = Date.now() + 15_000
    while (!matchesOf(match).some((m) => m.reason === 'cheaper' && m.new_price === 775) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250))
    const [pending] = matchesOf(match)
    // The freed unit's match waits for the digest; the cut joins it (first reason and old price kept).
    expect(pending).toMatchObject({ unit_id: unit.id, new_price: 775 })
    expect(matchesOf(wrongSize)).toEqual([])
    expect(matchesOf(tooFar)).toEqual([])
    // Only the confirmation each: no alert reached the non-matching searches.
    expect((await mailboxOf(wrongSize)).length).toBe(1)
    expect((await mailboxOf(tooFar)).length).toBe(1)
  })

  it('a price cut mails the old and new price once a day; the next day the digest sends what waited', async () => {
    const email = uniqueEmail('cut')
    const unit = await createUnit('AL-C', size + 5, 500)
    // Saved after the unit exists, so only its changes count.
    await activeAlert(email, {
      ...HERE,
      place: 'Podgórze',
      radius: '3',
      minSize: String(size + 4.9),
      maxSize: String(size + 5.1),
      priceMax: '480',
    })
    await panel('POST', `/facilities/${facilityId}/units/prices`, { unitIds: [unit.id], percent: -10 })
    const [, alert] = await waitForMail(email, 2)
    expect(alert!.subject).toBe('Nowe boksy dla Ciebie: 1 pasujący boks')
    expect(alert!.text).toContain('450 zł/mies. (wcześniej 500 zł)')
    expect(alert!.text).toContain(`/pl/magazyn-self-storage/${FACILITY}`)
    expect(alert!.text).toMatch(/do 3 km od: Podgórze/)
    expect(alert!.headers['List-Unsubscribe-Post'] ?? alert!.headers['list-unsubscribe-post']).toBe(
      'List-Unsubscribe=One-Click',
    )
    // A second cut the same day: no second mail.
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '400' })
    const deadline = Date.now() + 15_000
    while (!matchesOf(email).some((m) => m.new_price === 400) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250))
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await mailboxOf(email)).length).toBe(2)
    // Tomorrow's digest sends it.
    expect((await runDigest(tomorrow())).status).toBe(200)
    const mails = await waitForMail(email, 3)
    expect(mails[2]!.text).toContain('400 zł/mies. (wcześniej 450 zł)')

    // One-click unsubscribe (RFC 8058): a POST without cookies or Origin; no more mail follows.
    const url = /<([^>]+)>/.exec(mails[2]!.headers['List-Unsubscribe'] ?? mails[2]!.headers['list-unsubscribe']!)![1]!
    const local = new URL(url)
    const oneClick = await fetch(`${baseUrl()}${local.pathname}${local.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(d1('SELECT id FROM saved_searches WHERE email = ?', email)).toEqual([])
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '300' })
    await runDigest(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect((await mailboxOf(email)).length).toBe(3)
  })
})

describe('reservations that end free their unit', () => {
  /** Reserves a unit as a renter; the unit is held from here on. */
  const reserve = async (unitId: number) => {
    const response = await apiFetch(`/api/forms/facilities/${FACILITY}/reservations`, {
      method: 'POST',
      headers: freshIp(),
      body: {
        unitId,
        moveInDate: addDays(businessToday(), 10),
        name: 'Ewa Rezerwująca',
        email: uniqueEmail('holder'),
        phone: '600 700 800',
        acceptTerms: true,
        message: '',
        website: '',
      },
    })
    if (response.status !== 201) throw new Error(`reserve: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { reservation: { code: string } }).reservation.code
  }
  const until = async (check: () => boolean, what: string) => {
    const deadline = Date.now() + 15_000
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  const searchFor = (sizeM2: number) => ({
    ...HERE,
    place: 'Podgórze',
    radius: '2',
    minSize: String(sizeM2 - 0.05),
    maxSize: String(sizeM2 + 0.05),
  })

  it('a cancelled reservation alerts; a price cut while the unit is held does not', async () => {
    const email = uniqueEmail('cancel')
    const unit = await createUnit('AL-R', size + 10, 600)
    const code = await reserve(unit.id)
    await activeAlert(email, searchFor(size + 10))
    // Held: a 10 % cut is no box a renter could take.
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '540' })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(matchesOf(email)).toEqual([])

    const token = await cancelToken(devVar('SESSION_SECRET'), code)
    const cancel = await apiFetch(`/api/reservations/${code}/cancel`, { method: 'POST', body: { token } })
    expect(cancel.status).toBe(200)
    await until(() => matchesOf(email).length > 0, 'the freed unit to match')
    expect(matchesOf(email)).toEqual([{ unit_id: unit.id, reason: 'available', old_price: null, new_price: 540 }])
    const [, alert] = await waitForMail(email, 2)
    expect(alert!.subject).toBe('Nowe boksy dla Ciebie: 1 pasujący boks')
    expect(alert!.text).toContain('540 zł/mies.')
  })

  it('a reservation the cron expires alerts', async () => {
    const email = uniqueEmail('expire')
    const unit = await createUnit('AL-E', size + 12, 610)
    const code = await reserve(unit.id)
    await activeAlert(email, searchFor(size + 12))
    d1(
      'UPDATE reservations SET move_in_date = ?, hold_until = ? WHERE code = ?',
      addDays(businessToday(), -3),
      addDays(businessToday(), -1),
      code,
    )
    const run = await fetch(`${baseUrl()}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
    expect(run.status).toBe(200)
    await until(() => matchesOf(email).length > 0, 'the expired hold to match')
    expect(matchesOf(email)).toEqual([{ unit_id: unit.id, reason: 'available', old_price: null, new_price: 610 }])
    await waitForMail(email, 2)
  })
})
