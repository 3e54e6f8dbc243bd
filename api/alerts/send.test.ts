import type { DatabaseSync } from 'node:sqlite'
import { beforeEach, describe, expect, it } from 'vitest'
import { d1Adapter, migratedSqlite } from '../../scripts/lib/sqlite-d1.ts'
import type { Db } from '../lib/db'
import type { AlertUnit } from '../mail/alert-digest'
import { cellOf } from './cells'
import { alertEventIds, alertEvents } from './events'
import { type UnitChange, matchChange } from './match'
import { sendAlerts } from './send'

/**
 * The sender on real SQL (node:sqlite, the engine D1 runs, every migration applied): what an alert mail shows is
 * the unit as it is when the mail is made, reductions carry their Omnibus reference, and a mailed match stays mailed.
 */
const HERE = { lat: 50.023, lon: 19.9275 }
const TODAY = '2026-11-26'
const TOMORROW = '2026-11-27'
const NOW_MS = Date.parse(`${TODAY}T12:00:00Z`)

let sqlite: DatabaseSync
let db: Db
let code = 0

const run = (sql: string, ...args: (string | number | null)[]) => sqlite.prepare(sql).run(...args)
const rows = <T>(sql: string, ...args: (string | number | null)[]) => sqlite.prepare(sql).all(...args) as T[]

function unit(price: number, size = 4): number {
  code += 1
  return Number(
    run(
      "INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly) VALUES (1, ?, '', ?, 'standard', ?)",
      `U${code}`,
      size,
      price,
    ).lastInsertRowid,
  )
}

/** A price write as the panel makes it: the unit, its history row (created_at as given), and the alert event. */
async function reprice(unitId: number, to: number, at: string): Promise<number> {
  const from = rows<{ p: number }>('SELECT price_monthly AS p FROM units WHERE id = ?', unitId)[0]!.p
  run('UPDATE units SET price_monthly = ? WHERE id = ?', to, unitId)
  run(
    "INSERT INTO unit_price_changes (unit_id, facility_id, old_price, new_price, user_email, created_at) VALUES (?, 1, ?, ?, 'op@example.pl', ?)",
    unitId,
    from,
    to,
    at,
  )
  return record({ unitId, reason: 'price', oldPrice: from, newPrice: to })
}

/** Records a change as the write paths do (one alert_events row) and matches it as the consumer does. */
async function record(change: UnitChange): Promise<number> {
  const ids = alertEventIds(await db.batch(alertEvents(db, [change])))
  for (const id of ids) await matchChange(db, { id, change }, Math.floor(NOW_MS / 1000))
  return ids[0] ?? 0
}

function search(priceMax: number | null = 700, email = 'renter@example.pl'): number {
  return Number(
    run(
      `INSERT INTO saved_searches (email, status, place, lat, lon, radius_km, cell, size_min, size_max, price_max, expires_at)
       VALUES (?, 'active', 'Podgórze', ?, ?, 3, ?, 3, 5, ?, ?)`,
      email,
      HERE.lat,
      HERE.lon,
      cellOf(HERE.lat, HERE.lon),
      priceMax,
      Math.floor(NOW_MS / 1000) + 86_400 * 30,
    ).lastInsertRowid,
  )
}

/** The mails sendAlerts queued: subject and the units each lists. */
const mails = () =>
  rows<{ subject: string; data: string }>(
    "SELECT subject, data FROM outbox WHERE kind = 'alert_digest' ORDER BY id",
  ).map((m) => ({ subject: m.subject, units: (JSON.parse(m.data) as { units: AlertUnit[] }).units }))
const matchesOf = (searchId: number) =>
  rows<{ unit_id: number; sent_day: string | null; event_id: number }>(
    'SELECT unit_id, sent_day, event_id FROM alert_matches WHERE search_id = ? ORDER BY unit_id',
    searchId,
  )

beforeEach(() => {
  sqlite = migratedSqlite()
  db = d1Adapter(sqlite)
  run(
    "INSERT INTO clients (id, contact_name, phone, street, building_number, postal_code, city) VALUES (1, 'A', '0', 'x', '1', '00-000', 'Kraków')",
  )
  run(
    "INSERT INTO facilities (id, client_id, slug, name, city, latitude, longitude, features) VALUES (1, 1, 'f', 'Lockerbox', 'Kraków', ?, ?, '[]')",
    HERE.lat,
    HERE.lon,
  )
})

describe('sendAlerts re-reads each unit when the mail is made', () => {
  it('drops a unit taken since or now dearer than the top price, and shows a repriced one at its price now', async () => {
    const id = search(700)
    const taken = unit(600)
    const dearer = unit(610)
    const repriced = unit(620)
    for (const unitId of [taken, dearer, repriced]) await record({ unitId, reason: 'created' })
    expect(matchesOf(id)).toHaveLength(3)
    run('UPDATE units SET is_occupied = 1 WHERE id = ?', taken)
    run('UPDATE units SET price_monthly = 750 WHERE id = ?', dearer)
    run('UPDATE units SET price_monthly = 650 WHERE id = ?', repriced)

    expect(await sendAlerts(db, 'secret', [id], TODAY, NOW_MS)).toHaveLength(1)
    const [mail] = mails()
    expect(mail!.units.map((u) => u.price)).toEqual([650])
    expect(mail!.subject).toBe('Nowe boksy dla Ciebie: 1 pasujący boks')
    // What no longer fits is gone, not left to be mailed later.
    expect(matchesOf(id)).toEqual([{ unit_id: repriced, sent_day: TODAY, event_id: expect.any(Number) }])
  })

  it('does not spend the day on a search none of whose matches fit any more', async () => {
    const id = search(700)
    const held = unit(600)
    await record({ unitId: held, reason: 'created' })
    run('UPDATE units SET is_occupied = 1 WHERE id = ?', held)
    expect(await sendAlerts(db, 'secret', [id], TODAY, NOW_MS)).toEqual([])
    expect(rows('SELECT last_sent_day FROM saved_searches WHERE id = ?', id)).toEqual([{ last_sent_day: null }])
    // Freed again later that day: this is the day's one mail.
    run('UPDATE units SET is_occupied = 0 WHERE id = ?', held)
    await record({ unitId: held, reason: 'freed' })
    expect(await sendAlerts(db, 'secret', [id], TODAY, NOW_MS)).toHaveLength(1)
  })
})

describe('a price presented as reduced carries the Omnibus reference', () => {
  it('the lowest price of the 30 days before the cut, not the price just before it', async () => {
    const id = search(700)
    const u = unit(500)
    await reprice(u, 450, `${TODAY}T08:00:00.000Z`)
    await sendAlerts(db, 'secret', [id], TODAY, NOW_MS)
    // A rise (no alert), then a cut from it: the price before was 480, the 30-day low 450.
    await reprice(u, 480, `${TODAY}T09:00:00.000Z`)
    await reprice(u, 440, `${TODAY}T10:00:00.000Z`)
    await sendAlerts(db, 'secret', [id], TOMORROW, NOW_MS)
    const [first, second] = mails()
    expect(first!.units[0]).toMatchObject({ price: 450, oldPrice: 500 })
    expect(first!.subject).toBe('Tańsze boksy dla Ciebie: 1 pasujący boks')
    expect(second!.units[0]).toMatchObject({ price: 440, oldPrice: 450 })
  })

  it('a cut that stays above the 30-day low is not presented as reduced', async () => {
    const id = search(700)
    const u = unit(500)
    await reprice(u, 400, `${TODAY}T08:00:00.000Z`)
    await reprice(u, 600, `${TODAY}T09:00:00.000Z`)
    await reprice(u, 450, `${TODAY}T10:00:00.000Z`)
    await sendAlerts(db, 'secret', [id], TODAY, NOW_MS)
    const [mail] = mails()
    expect(mail!.units[0]).toMatchObject({ price: 450, oldPrice: null, reason: 'cheaper' })
    expect(mail!.subject).toBe('Boksy dla Ciebie: 1 pasujący boks')
  })
})

describe('a mailed match stays mailed', () => {
  it('a second delivery of the same event changes nothing; a newer event makes it news again', async () => {
    const id = search(700)
    const u = unit(500)
    const change: UnitChange = { unitId: u, reason: 'created' }
    const event = await record(change)
    await sendAlerts(db, 'secret', [id], TODAY, NOW_MS)
    expect(matchesOf(id)[0]!.sent_day).toBe(TODAY)
    expect(await matchChange(db, { id: event, change }, Math.floor(NOW_MS / 1000))).toEqual([])
    expect(matchesOf(id)[0]!.sent_day).toBe(TODAY)
    await record({ unitId: u, reason: 'freed' })
    expect(matchesOf(id)[0]!.sent_day).toBeNull()
  })

  it('a match a newer event rewrites between the mail being made and being marked stays unsent', async () => {
    const id = search(700)
    const u = unit(500)
    await record({ unitId: u, reason: 'created' })
    let raced = false
    // Right after sendAlerts reads the matches, a cut is recorded and matched (another consumer, in between).
    db = d1Adapter(sqlite, (sql) => {
      if (!raced && sql.includes('SELECT m.search_id, m.unit_id, m.event_id')) {
        raced = true
        run('UPDATE units SET price_monthly = 400 WHERE id = ?', u)
        const [event] = rows<{ id: number }>(
          "INSERT INTO alert_events (unit_id, reason, old_price, new_price) VALUES (?, 'price', 500, 400) RETURNING id",
          u,
        )
        run(
          'UPDATE alert_matches SET new_price = 400, event_id = ?, sent_day = NULL WHERE search_id = ? AND unit_id = ?',
          event!.id,
          id,
          u,
        )
      }
    })
    expect(await sendAlerts(db, 'secret', [id], TODAY, NOW_MS)).toHaveLength(1)
    expect(raced).toBe(true)
    expect(mails()[0]!.units[0]!.price).toBe(500)
    expect(matchesOf(id)[0]!.sent_day).toBeNull()
  })
})

describe('one alert mail per address and day (issue 41)', () => {
  it('one change matching three searches of one address mails once; the others wait for the next day', async () => {
    const searches = [search(700), search(650), search(600)]
    const other = search(700, 'someone-else@example.pl')
    const u = unit(500)
    await record({ unitId: u, reason: 'created' })
    expect(await sendAlerts(db, 'secret', [...searches, other], TODAY, NOW_MS)).toHaveLength(2)
    expect(rows<{ to_email: string }>("SELECT to_email FROM outbox WHERE kind = 'alert_digest' ORDER BY id")).toEqual([
      { to_email: 'renter@example.pl' },
      { to_email: 'someone-else@example.pl' },
    ])
    // The searches that gave their claim back still have their match unsent, and no day spent.
    const waiting = searches.slice(1)
    for (const id of waiting) expect(matchesOf(id)[0]!.sent_day).toBeNull()
    // Asked again the same day (the digest, another consumer): nothing more for this address.
    expect(await sendAlerts(db, 'secret', waiting, TODAY, NOW_MS)).toEqual([])
    // The next day: one more mail for the address, the next search in line.
    expect(await sendAlerts(db, 'secret', waiting, TOMORROW, NOW_MS)).toHaveLength(1)
    expect(rows<{ n: number }>("SELECT COUNT(*) AS n FROM outbox WHERE to_email = 'renter@example.pl'")).toEqual([
      { n: 2 },
    ])
  })
})
