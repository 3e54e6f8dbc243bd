import type { Db } from '../lib/db'
import { queueEmail, queuedIds } from '../lib/outbox'
import type { AlertUnit } from '../mail/alert-digest'
import { distanceKm } from './cells'
import { type SearchRow, SEARCH_COLUMNS, listQuery } from './rows'
import { alertLinkToken } from './tokens'

/** The UTC day an alert mail counts against ("at most one mail per saved search per day"). */
export const dayOf = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10)

/** The most units one mail lists; the list page link shows the rest. */
const UNITS_PER_MAIL = 20

type MatchRow = {
  search_id: number
  unit_id: number
  reason: 'available' | 'cheaper'
  old_price: number | null
  new_price: number
  size_m2: number
  slug: string
  facility: string
  city: string
  lat: number
  lon: number
}

/**
 * Mails the searches among `ids` that have unsent matches and no mail yet on `day`: ONE conditional UPDATE claims
 * each search for the day (a second delivery or a concurrent consumer finds nothing to claim), then one batch
 * queues the mails and marks exactly the matches they list as sent. Returns the outbox ids to enqueue.
 */
export async function sendAlerts(db: Db, secret: string, ids: readonly number[], day: string): Promise<number[]> {
  if (!ids.length) return []
  const claimed = await db
    .prepare(
      `UPDATE saved_searches SET last_sent_day = ?2
       WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'active'
         AND (last_sent_day IS NULL OR last_sent_day < ?2)
         AND EXISTS (SELECT 1 FROM alert_matches m WHERE m.search_id = saved_searches.id AND m.sent_day IS NULL)
       RETURNING ${SEARCH_COLUMNS}`,
    )
    .bind(JSON.stringify(ids), day)
    .all<SearchRow>()
  if (!claimed.results.length) return []
  const matches = await db
    .prepare(
      `SELECT m.search_id, m.unit_id, m.reason, m.old_price, m.new_price, u.size_m2, f.slug, f.name AS facility,
         f.city, f.latitude AS lat, f.longitude AS lon
       FROM alert_matches m JOIN units u ON u.id = m.unit_id JOIN facilities f ON f.id = u.facility_id
       WHERE m.search_id IN (SELECT value FROM json_each(?1)) AND m.sent_day IS NULL
       ORDER BY m.search_id, m.new_price, m.unit_id`,
    )
    .bind(JSON.stringify(claimed.results.map((s) => s.id)))
    .all<MatchRow>()
  const bySearch = new Map<number, MatchRow[]>()
  for (const m of matches.results) bySearch.set(m.search_id, [...(bySearch.get(m.search_id) ?? []), m])
  const statements: D1PreparedStatement[] = []
  for (const search of claimed.results) {
    const rows = bySearch.get(search.id) ?? []
    if (!rows.length) continue
    const units: AlertUnit[] = rows.slice(0, UNITS_PER_MAIL).map((m) => ({
      facility: m.facility,
      slug: m.slug,
      city: m.city,
      sizeM2: m.size_m2,
      price: m.new_price,
      oldPrice: m.reason === 'cheaper' ? m.old_price : null,
      distanceKm: Math.round(distanceKm(search, m) * 10) / 10,
    }))
    statements.push(
      queueEmail(db, {
        kind: 'alert_digest',
        to: search.email,
        lang: search.lang,
        data: {
          searchId: search.id,
          token: await alertLinkToken(secret, search.id, search.email),
          search: {
            place: search.place,
            radiusKm: search.radius_km,
            minSize: search.size_min,
            maxSize: search.size_max,
            priceMax: search.price_max,
          },
          query: listQuery(search),
          units,
          more: Math.max(0, rows.length - units.length),
        },
        refTable: 'saved_searches',
        refId: search.id,
      }),
      db
        .prepare(
          `UPDATE alert_matches SET sent_day = ?1 WHERE sent_day IS NULL
             AND (search_id, unit_id) IN (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?2))`,
        )
        .bind(day, JSON.stringify(rows.map((m) => [m.search_id, m.unit_id]))),
    )
  }
  if (!statements.length) return []
  return queuedIds(await db.batch(statements))
}
