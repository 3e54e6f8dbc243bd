import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { cancelToken } from '@api/reservations/token'
import type { PanelOverview, PanelUnit } from '@api/contract/panel'
import { SEED, apiFetch, tampered } from './api-helpers'
import { alertLinkToken } from '@api/alerts/tokens'
import { cellOf } from '@api/alerts/cells'
import {
  activeAlert,
  freshIp,
  mailboxOf,
  runCron,
  runDigest,
  saveAlert,
  tomorrow,
  uniqueEmail,
  until,
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
/** One search's match of one unit, with what says which event wrote it and whether it was mailed. */
const matchOf = (email: string, unitId: number) =>
  d1<{ reason: string; new_price: number; sent_day: string | null; event_id: number | null }>(
    `SELECT m.reason, m.new_price, m.sent_day, m.event_id FROM alert_matches m JOIN saved_searches s ON s.id = m.search_id
     WHERE s.email = ? AND m.unit_id = ?`,
    email,
    unitId,
  )[0]
/** The alert events a unit's writes recorded (in the same batch as the write), oldest first. */
const eventsOf = (unitId: number) =>
  d1<{ id: number; reason: string; done_at: number | null }>(
    'SELECT id, reason, done_at FROM alert_events WHERE unit_id = ? ORDER BY id',
    unitId,
  )
const processed = (unitId: number) => eventsOf(unitId).every((event) => event.done_at !== null)
const today = () => new Date().toISOString().slice(0, 10)
const nowS = () => Math.floor(Date.now() / 1000)

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
    const forged = { ...manage, token: tampered(manage.token) }
    expect((await apiFetch('/api/alerts/manage', { method: 'POST', body: forged, headers: freshIp() })).status).toBe(
      404,
    )
    expect((await confirm()).status).toBe(404)
  })
})

describe('triggers', () => {
  it('a new unit, a freed one and a 5 % cut each match; a wrong size, a far search, a rise and a 4 % cut do not', async () => {
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

    // New: an available match, mailed at once (the day's one mail).
    const unit = await createUnit('AL-N', size, 800)
    await waitForMail(match, 2)
    expect(matchesOf(match)).toEqual([{ unit_id: unit.id, reason: 'available', old_price: null, new_price: 800 }])
    expect(matchOf(match, unit.id)!.sent_day).toBe(today())

    // Occupied: no trigger. Freed: an event, and the mailed match is news again (available, waiting for tomorrow).
    await panel('PATCH', `/units/${unit.id}`, { isOccupied: true })
    expect(eventsOf(unit.id).map((e) => e.reason)).toEqual(['created'])
    await panel('PATCH', `/units/${unit.id}`, { isOccupied: false })
    const freed = eventsOf(unit.id)[1]!
    expect(freed.reason).toBe('freed')
    await until(() => processed(unit.id), 'the freed event to be matched')
    expect(matchOf(match, unit.id)).toEqual({ reason: 'available', new_price: 800, sent_day: null, event_id: freed.id })

    // A rise and a 4 % cut record nothing and leave the match as the freed event wrote it.
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '850' })
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '816' })
    expect(eventsOf(unit.id)).toHaveLength(2)
    expect(matchOf(match, unit.id)).toMatchObject({ new_price: 800, event_id: freed.id })

    // A 5 % cut does: the waiting match takes the new price (and keeps its first reason).
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '775' })
    const cut = eventsOf(unit.id)[2]!
    expect(cut.reason).toBe('price')
    await until(() => processed(unit.id), 'the cut to be matched')
    expect(matchOf(match, unit.id)).toEqual({ reason: 'available', new_price: 775, sent_day: null, event_id: cut.id })

    // Every change was matched, and none reached the other searches: no match, only the confirmation mail each.
    expect(matchesOf(wrongSize)).toEqual([])
    expect(matchesOf(tooFar)).toEqual([])
    expect((await mailboxOf(wrongSize)).length).toBe(1)
    expect((await mailboxOf(tooFar)).length).toBe(1)
  })

  it('a price cut mails the old and new price once a day; the next day the digest sends what waited', async () => {
    const email = uniqueEmail('cut')
    const unit = await createUnit('AL-C', size + 5, 500)
    // Saved after the unit exists and was matched, so only its changes count.
    await until(() => processed(unit.id), 'the new unit to be matched before the search exists')
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
    // Only a price cut in it: said so, with the lowest price of the 30 days before the cut (Omnibus).
    expect(alert!.subject).toBe('Tańsze boksy dla Ciebie: 1 pasujący boks')
    expect(alert!.text).toContain('450 zł/mies. (wcześniej 500 zł — najniższa cena z 30 dni przed obniżką)')
    expect(alert!.text).toContain(`/pl/magazyn-self-storage/${FACILITY}`)
    expect(alert!.text).toMatch(/do 3 km od: Podgórze/)
    expect(alert!.headers['List-Unsubscribe-Post'] ?? alert!.headers['list-unsubscribe-post']).toBe(
      'List-Unsubscribe=One-Click',
    )
    // A rise, then a second cut the same day: no second mail.
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '480' })
    await panel('PATCH', `/units/${unit.id}`, { priceMonthly: '400' })
    await until(() => processed(unit.id) && matchOf(email, unit.id)?.new_price === 400, 'the second cut to match')
    // The fan-out after matching leaves no trace when it claims nothing: give it time to have mailed, wrongly.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await mailboxOf(email)).length).toBe(2)
    // Tomorrow's digest sends it: "before" is the 30-day low (450), not the price just before the cut (480).
    expect((await runDigest(tomorrow())).status).toBe(200)
    const mails = await waitForMail(email, 3)
    expect(mails[2]!.text).toContain('400 zł/mies. (wcześniej 450 zł — najniższa cena z 30 dni przed obniżką)')

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

describe('one alert mail per address and day (issue 41)', () => {
  it('a new unit matching two searches of one address sends one mail; the other search waits, unsent', async () => {
    const email = uniqueEmail('two')
    const search = (radius: string) => ({
      ...HERE,
      place: 'Podgórze',
      radius,
      minSize: String(size + 20.9),
      maxSize: String(size + 21.1),
    })
    for (const radius of ['2', '3']) expect((await saveAlert(email, search(radius))).status).toBe(202)
    for (const mail of await waitForMail(email, 2)) {
      const token = /#token=([\w-]+)/.exec(mail.text)![1]
      expect(
        (await apiFetch('/api/alerts/confirm', { method: 'POST', body: { token }, headers: freshIp() })).status,
      ).toBe(200)
    }
    const unit = await createUnit('AL-2', size + 21, 500)
    // Both searches are matched before the one mail is made: once it is here, the day's mailing is done.
    await waitForMail(email, 3)
    expect(
      d1<{ sent_day: string | null }>(
        'SELECT m.sent_day FROM alert_matches m JOIN saved_searches s ON s.id = m.search_id WHERE s.email = ? AND m.unit_id = ? ORDER BY s.id',
        email,
        unit.id,
      ),
    ).toEqual([{ sent_day: today() }, { sent_day: null }])
    expect(d1("SELECT id FROM outbox WHERE to_email = ? AND kind = 'alert_digest'", email)).toHaveLength(1)
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
        priceMonthly: d1<{ p: number }>('SELECT price_monthly AS p FROM units WHERE id = ?', unitId)[0]!.p,
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
    expect(eventsOf(unit.id).map((e) => e.reason)).toEqual(['created', 'price'])
    await until(() => processed(unit.id), 'the cut to be matched')
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
    await runCron('*/5 * * * *')
    await until(() => matchesOf(email).length > 0, 'the expired hold to match')
    expect(matchesOf(email)).toEqual([{ unit_id: unit.id, reason: 'available', old_price: null, new_price: 610 }])
    await waitForMail(email, 2)
  })
})

describe('an English search', () => {
  it('reads and mails in English: its unit type and features, prices in PLN, a subject by what changed', async () => {
    const email = uniqueEmail('english')
    const unit = await createUnit('AL-EN', size + 16, 550)
    await until(() => processed(unit.id), 'the new unit to be matched before the search exists')
    await activeAlert(
      email,
      {
        ...HERE,
        place: 'Podgórze',
        radius: '2',
        minSize: String(size + 15.95),
        maxSize: String(size + 16.05),
        priceMax: '600',
        features: 'winda,monitoring',
        unitType: 'standard',
      },
      { lang: 'en' },
    )
    const [confirm] = await mailboxOf(email)
    expect(confirm!.text).toContain(
      'up to 600 PLN, standard unit, with 24/7 monitoring and elevator, within 2 km of: Podgórze',
    )
    await panel('POST', `/facilities/${facilityId}/units/prices`, { unitIds: [unit.id], percent: -10 })
    const [, alert] = await waitForMail(email, 2)
    expect(alert!.subject).toBe('Cheaper storage for you: 1 matching unit')
    expect(alert!.text).toContain('495 PLN/mo (was 550 PLN, the lowest price in the 30 days before the cut)')
    expect(alert!.text).not.toContain('zł')
  })
})

describe('alert events are not lost', () => {
  const searchFor = (sizeM2: number) => ({
    ...HERE,
    place: 'Podgórze',
    radius: '2',
    minSize: String(sizeM2 - 0.05),
    maxSize: String(sizeM2 + 0.05),
  })

  it('a change whose queue message never left is matched after the 5-minute sweep; a repeat leaves it mailed', async () => {
    const email = uniqueEmail('sweep')
    const unit = await createUnit('AL-S', size + 14, 500)
    await until(() => processed(unit.id), 'the new unit to be matched')
    await activeAlert(email, searchFor(size + 14))
    // What a unit write leaves when its enqueue fails: the event row, never put on the queue (11 minutes ago).
    const old = nowS() - 11 * 60
    const [event] = d1<{ id: number }>(
      "INSERT INTO alert_events (unit_id, reason, created_at, enqueued_at) VALUES (?, 'freed', ?, ?) RETURNING id",
      unit.id,
      old,
      old,
    )
    expect(matchesOf(email)).toEqual([])
    await runCron('*/5 * * * *')
    await until(() => processed(unit.id), 'the swept event to be matched')
    expect(matchOf(email, unit.id)).toMatchObject({ reason: 'available', event_id: event!.id })
    await waitForMail(email, 2)
    await until(() => matchOf(email, unit.id)?.sent_day === today(), 'the match to be marked mailed')

    // The same event delivered again (a queue's at-least-once delivery): the mailed match stays mailed.
    d1('UPDATE alert_events SET done_at = NULL, enqueued_at = ? WHERE id = ?', old, event!.id)
    await runCron('*/5 * * * *')
    await until(() => processed(unit.id), 'the repeated event to be processed')
    expect(matchOf(email, unit.id)).toMatchObject({ sent_day: today(), event_id: event!.id })
  })
})

/** A saved search written straight into D1 (no mail, no rate limit), with its manage link's token. */
async function storedSearch(email: string, status: 'active' | 'paused', expiresAt = nowS() + 30 * 86_400) {
  const [row] = d1<{ id: number }>(
    `INSERT INTO saved_searches (email, status, place, lat, lon, radius_km, cell, expires_at)
     VALUES (?, ?, 'Podgórze', ?, ?, 2, ?, ?) RETURNING id`,
    email,
    status,
    Number(HERE.lat),
    Number(HERE.lon),
    cellOf(Number(HERE.lat), Number(HERE.lon)),
    expiresAt,
  )
  return { id: row!.id, token: await alertLinkToken(devVar('SESSION_SECRET'), row!.id, email) }
}

describe('the per-address limit', () => {
  it('resuming over ten live searches answers 409 with a reason; two resumes at once cannot both pass', async () => {
    const email = uniqueEmail('resume')
    for (let i = 0; i < 9; i++) await storedSearch(email, 'active')
    const paused = [await storedSearch(email, 'paused'), await storedSearch(email, 'paused')]
    const resume = (link: { id: number; token: string }) =>
      apiFetch('/api/alerts/manage', { method: 'PATCH', body: { ...link, status: 'active' }, headers: freshIp() })
    const answers = await Promise.all(paused.map(resume))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    const refused = answers.find((r) => r.status === 409)!
    expect(await refused.json()).toMatchObject({
      code: 'CONFLICT',
      issues: [{ path: 'status', message: 'tooManyActive' }],
    })
    const live = () =>
      d1<{ n: number }>("SELECT COUNT(*) AS n FROM saved_searches WHERE email = ? AND status = 'active'", email)
    expect(live()[0]!.n).toBe(10)
    // Pausing another makes room.
    const other = paused.find((_, i) => answers[i]!.status === 409)!
    d1(
      "UPDATE saved_searches SET status = 'paused' WHERE id = (SELECT MIN(id) FROM saved_searches WHERE email = ? AND status = 'active')",
      email,
    )
    expect((await resume(other)).status).toBe(200)
    expect(live()[0]!.n).toBe(10)
  })
})

describe('unsubscribing', () => {
  it('an unknown id and a known id with a wrong token get the same answer, and nothing is deleted', async () => {
    const email = uniqueEmail('unsub')
    const known = await storedSearch(email, 'active')
    const wrong = tampered(known.token)
    const ask = async (id: number) => {
      const r = await apiFetch('/api/alerts/unsubscribe', {
        method: 'POST',
        body: { id, token: wrong },
        headers: freshIp(),
      })
      return `${r.status} ${await r.text()}`
    }
    const unknownAnswer = await ask(2_000_000_000)
    expect(await ask(known.id)).toBe(unknownAnswer)
    expect(unknownAnswer).toMatch(/^404 /)
    const oneClick = async (id: number) =>
      (
        await fetch(`${baseUrl()}/alerts/one-click?lang=pl&id=${id}&token=${wrong}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...freshIp() },
          body: 'List-Unsubscribe=One-Click',
        })
      ).status
    expect(await oneClick(known.id)).toBe(await oneClick(2_000_000_000))
    expect(d1('SELECT id FROM saved_searches WHERE id = ?', known.id)).toHaveLength(1)
    // The right token still works.
    const ok = await apiFetch('/api/alerts/unsubscribe', { method: 'POST', body: known, headers: freshIp() })
    expect(ok.status).toBe(200)
    expect(d1('SELECT id FROM saved_searches WHERE id = ?', known.id)).toEqual([])
  })
})

describe('the daily expiry (90 days, data minimisation)', () => {
  it('deletes searches past their end, mails a renewal link a week before, and keeps the alert tables bounded', async () => {
    const ending = uniqueEmail('ending')
    const ended = uniqueEmail('ended')
    // Sizes no unit here has: the only matches these searches get are the ones written below.
    const search = { ...HERE, place: 'Podgórze', radius: '2', minSize: String(size + 30), maxSize: String(size + 30.1) }
    const endingLink = await activeAlert(ending, search)
    const endedLink = await activeAlert(ended, search)
    d1('UPDATE saved_searches SET expires_at = ? WHERE id = ?', nowS() + 3 * 86_400, endingLink.id)
    d1('UPDATE saved_searches SET expires_at = ? WHERE id = ?', nowS() - 60, endedLink.id)
    // Matches mailed five days ago, today, and one waiting; an event processed long ago and one just now.
    const unit = await createUnit('AL-X', size + 18, 500)
    const other = await createUnit('AL-Y', size + 18.5, 500)
    const third = await createUnit('AL-Z', size + 19, 500)
    await until(() => processed(unit.id) && processed(other.id) && processed(third.id), 'the new units to be matched')
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
    for (const [unitId, sentDay] of [
      [unit.id, daysAgo(5)],
      [other.id, today()],
      [third.id, null],
    ] as const)
      d1(
        "INSERT INTO alert_matches (search_id, unit_id, reason, new_price, sent_day) VALUES (?, ?, 'available', 500, ?)",
        endingLink.id,
        unitId,
        sentDay,
      )
    d1('UPDATE alert_events SET done_at = ? WHERE unit_id = ?', nowS() - 5 * 86_400, unit.id)

    await runCron('17 3 * * *')

    expect(d1('SELECT id FROM saved_searches WHERE id = ?', endedLink.id)).toEqual([])
    expect(
      d1<{ unit_id: number }>('SELECT unit_id FROM alert_matches WHERE search_id = ? ORDER BY unit_id', endingLink.id),
    ).toEqual([{ unit_id: other.id }, { unit_id: third.id }])
    expect(eventsOf(unit.id)).toEqual([])
    expect(eventsOf(other.id)).toHaveLength(1)
    const [, reminder] = await waitForMail(ending, 2)
    expect(reminder!.subject).toBe('Twój alert wkrótce wygaśnie')
    expect(reminder!.text).toContain('Odnów na 90 dni')

    // Renewed from the mail's link: a fresh 90 days, and a reminder again before those end.
    const link = /#id=(\d+)&token=([\w-]+)/.exec(reminder!.text)!
    expect(Number(link[1])).toBe(endingLink.id)
    const renewed = await apiFetch('/api/alerts/manage', {
      method: 'PATCH',
      body: { id: Number(link[1]), token: link[2] },
      headers: freshIp(),
    })
    expect(renewed.status).toBe(200)
    const [row] = d1<{ expires_at: number; renew_sent_at: number | null }>(
      'SELECT expires_at, renew_sent_at FROM saved_searches WHERE id = ?',
      endingLink.id,
    )
    expect(row!.expires_at).toBeGreaterThan(nowS() + 89 * 86_400)
    expect(row!.renew_sent_at).toBeNull()
  })
})
