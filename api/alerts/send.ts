import type { Db } from '../lib/db'
import { OMNIBUS_LOOKBACK_DAYS, type PriceChangeRow, omnibusReferences } from '../facilities/omnibus'
import { type QueuedMail, queueEmail, queuedMails } from '../lib/outbox'
import { unitFreeSql } from '../reservations/availability'
import type { AlertUnit } from '../mail/alert-digest'
import { distanceKm } from './cells'
import { type SearchRow, SEARCH_COLUMNS, describedSearch, listQuery } from './rows'
import { alertLinkToken } from './tokens'

/** The UTC day an alert mail counts against ("at most one mail per saved search per day"). */
export const dayOf = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10)

/** The most units one mail lists; the list page link shows the rest. */
const UNITS_PER_MAIL = 20

/**
 * Whether match `m` (of search `s`, unit `u`, facility `f`) still fits when its mail is made: the unit is still one
 * a renter can take, at a price the search accepts now, of the size and type it asks for. Matching checked all this
 * at change time; the digest may run a day later.
 */
const STILL_FITS = `${unitFreeSql('u')} AND u.price_monthly IS NOT NULL AND f.active = 1
  AND (s.price_max IS NULL OR u.price_monthly <= s.price_max)
  AND (s.price_min IS NULL OR u.price_monthly >= s.price_min)
  AND (s.size_min IS NULL OR s.size_min <= u.size_m2) AND (s.size_max IS NULL OR s.size_max >= u.size_m2)
  AND (s.unit_type IS NULL OR s.unit_type = u.type)`
const MATCH_JOINS = `alert_matches m JOIN saved_searches s ON s.id = m.search_id JOIN units u ON u.id = m.unit_id
  JOIN facilities f ON f.id = u.facility_id`

type MatchRow = {
  search_id: number
  unit_id: number
  event_id: number | null
  reason: 'available' | 'cheaper'
  price: number
  size_m2: number
  slug: string
  facility: string
  city: string
  lat: number
  lon: number
}

/**
 * Mails the searches among `ids` that have unsent matches and no mail yet on `day`. Matches that no longer fit are
 * dropped first (a unit taken or dearer since); ONE conditional UPDATE then claims each search for the day (a
 * second delivery or a concurrent consumer finds nothing to claim); the mail shows each unit as it is now, and a
 * price presented as reduced carries the lowest price of the 30 days before the cut (Omnibus, api/facilities/omnibus.ts).
 * One batch queues the mails and marks sent exactly the matches they list, as the mail saw them: a match a newer
 * event rewrote meanwhile stays unsent for the next mail. Returns the outbox ids to enqueue.
 */
export async function sendAlerts(
  db: Db,
  secret: string,
  ids: readonly number[],
  day: string,
  nowMs = Date.now(),
): Promise<QueuedMail[]> {
  if (!ids.length) return []
  const idsJson = JSON.stringify(ids)
  const [, claimed] = await db.batch<SearchRow & { email_key: string | null }>([
    db
      .prepare(
        `DELETE FROM alert_matches WHERE rowid IN (SELECT m.rowid FROM ${MATCH_JOINS}
           WHERE m.search_id IN (SELECT value FROM json_each(?1)) AND m.sent_day IS NULL AND NOT (${STILL_FITS}))`,
      )
      .bind(idsJson),
    db
      .prepare(
        `UPDATE saved_searches SET last_sent_day = ?2
         WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'active'
           AND (last_sent_day IS NULL OR last_sent_day < ?2)
           AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.search_id = saved_searches.id AND m.sent_day IS NULL)
           AND NOT EXISTS (SELECT 1 FROM saved_searches o WHERE o.email_key = saved_searches.email_key
             AND o.id != saved_searches.id AND o.last_sent_day = ?2)
         RETURNING ${SEARCH_COLUMNS}, email_key`,
      )
      .bind(idsJson, day),
  ])
  // One alert mail per address and day (issue 41), however many of its searches matched: the first search of an
  // address keeps its claim, the others give theirs back and their matches wait, unsent, for a later day's digest.
  const addresses = new Set<string>()
  const searches: SearchRow[] = []
  const empty: number[] = []
  for (const search of (claimed?.results ?? []).toSorted((a, b) => a.id - b.id)) {
    const address = search.email_key ?? search.email.toLowerCase()
    if (addresses.has(address)) empty.push(search.id)
    else {
      addresses.add(address)
      searches.push(search)
    }
  }
  if (!searches.length) return []
  const matches = await db
    .prepare(
      `SELECT m.search_id, m.unit_id, m.event_id, m.reason, u.price_monthly AS price, u.size_m2, f.slug,
         f.name AS facility, f.city, f.latitude AS lat, f.longitude AS lon
       FROM ${MATCH_JOINS}
       WHERE m.search_id IN (SELECT value FROM json_each(?1)) AND m.sent_day IS NULL AND ${STILL_FITS}
       ORDER BY m.search_id, u.price_monthly, m.unit_id`,
    )
    .bind(JSON.stringify(searches.map((s) => s.id)))
    .all<MatchRow>()
  const references = await lowestPrices(db, matches.results, nowMs)
  const bySearch = new Map<number, MatchRow[]>()
  for (const m of matches.results) bySearch.set(m.search_id, [...(bySearch.get(m.search_id) ?? []), m])
  const statements: D1PreparedStatement[] = []
  for (const search of searches) {
    const rows = bySearch.get(search.id) ?? []
    if (!rows.length) {
      empty.push(search.id)
      continue
    }
    const units: AlertUnit[] = rows.slice(0, UNITS_PER_MAIL).map((m) => {
      const reference = m.reason === 'cheaper' ? references.get(m.unit_id) : undefined
      return {
        facility: m.facility,
        slug: m.slug,
        city: m.city,
        sizeM2: m.size_m2,
        price: m.price,
        reason: m.reason,
        // Only a price still below its 30-day low is presented as reduced.
        oldPrice: reference !== undefined && m.price < reference ? reference : null,
        distanceKm: Math.round(distanceKm(search, m) * 10) / 10,
      }
    })
    statements.push(
      queueEmail(db, {
        kind: 'alert_digest',
        to: search.email,
        lang: search.lang,
        data: {
          searchId: search.id,
          token: await alertLinkToken(secret, search.id, search.email),
          search: describedSearch(search),
          query: listQuery(search),
          units,
          more: Math.max(0, rows.length - units.length),
        },
        refTable: 'saved_searches',
        refId: search.id,
      }),
      db
        .prepare(
          `UPDATE alert_matches SET sent_day = ?1 WHERE sent_day IS NULL AND (search_id, unit_id, IFNULL(event_id, 0)) IN
             (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?2))`,
        )
        .bind(day, JSON.stringify(rows.map((m) => [m.search_id, m.unit_id, m.event_id ?? 0]))),
    )
  }
  // Claimed, but every match stopped fitting between the claim and the read (the day's one mail is still to come),
  // or another search of the same address has today's mail.
  if (empty.length)
    statements.push(
      db
        .prepare(
          'UPDATE saved_searches SET last_sent_day = NULL WHERE id IN (SELECT value FROM json_each(?1)) AND last_sent_day = ?2',
        )
        .bind(JSON.stringify(empty), day),
    )
  if (!statements.length) return []
  return queuedMails(await db.batch(statements))
}

/** The Omnibus reference (the lowest price of the 30 days before the latest cut) of the units mailed as cheaper. */
async function lowestPrices(db: Db, matches: readonly MatchRow[], nowMs: number): Promise<Map<number, number>> {
  const units = [...new Set(matches.filter((m) => m.reason === 'cheaper').map((m) => m.unit_id))]
  if (!units.length) return new Map()
  const changes = await db
    .prepare(
      `SELECT unit_id, old_price, new_price, created_at FROM unit_price_changes
       WHERE unit_id IN (SELECT value FROM json_each(?1)) AND created_at >= ?2`,
    )
    .bind(JSON.stringify(units), new Date(nowMs - OMNIBUS_LOOKBACK_DAYS * 86_400_000).toISOString())
    .all<PriceChangeRow>()
  return omnibusReferences(changes.results, nowMs)
}
