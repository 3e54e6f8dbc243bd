import type { Db } from '../lib/db'
import { unitFreeSql } from '../reservations/availability'
import { KM_PER_DEG, cellsAround, kmPerDegLon } from './cells'
import { featureMask } from './rows'

/** What happened to a unit (issue 27's triggers). The matcher re-reads the unit, so an event records only this. */
export type UnitChange =
  | { unitId: number; reason: 'created' | 'freed' }
  | { unitId: number; reason: 'price'; oldPrice: number | null; newPrice: number }

/** A recorded change (an alert_events row): its id orders it against the other changes of the same unit. */
export type AlertEvent = { id: number; change: UnitChange }

/** A price cut this deep or deeper alerts; smaller ones (and rises) do not. */
export const PRICE_DROP = 0.05

type UnitState = {
  unit_id: number
  size_m2: number
  type: string
  price: number | null
  lat: number
  lon: number
  features: string
}

/**
 * The unit as a renter could rent it now (listed, neither occupied nor held by a reservation, priced) in an active
 * facility with coordinates: a unit still held when its change is matched alerts nobody.
 */
const UNIT_SQL = `SELECT u.id AS unit_id, u.size_m2, u.type, u.price_monthly AS price, f.latitude AS lat, f.longitude AS lon, f.features
  FROM units u JOIN facilities f ON f.id = u.facility_id
  WHERE u.id = ? AND ${unitFreeSql('u')} AND u.price_monthly IS NOT NULL
    AND f.active = 1 AND NOT (f.latitude = 0 AND f.longitude = 0)`

/** Whether a change is an alert trigger at all, before any search is read. */
export function isTrigger(change: UnitChange): boolean {
  if (change.reason !== 'price') return true
  // A unit priced for the first time becomes one a renter can take: available, like a new one.
  if (change.oldPrice === null) return true
  return change.newPrice <= change.oldPrice * (1 - PRICE_DROP)
}

/**
 * Matches one recorded unit change against the saved searches: candidates by grid cell (the index), then radius,
 * size, price, unit type and features in the same statement, which records a pending match per search. Returns the
 * ids of the searches whose match it wrote. A search keeps the first old price of a unit that changes twice before
 * its mail. Only a newer event rewrites a match: a second delivery of the same event (or a late one of an older
 * event) neither returns the search again nor makes an already-mailed match unsent.
 */
export async function matchChange(db: Db, { id: eventId, change }: AlertEvent, nowS: number): Promise<number[]> {
  if (!isTrigger(change)) return []
  const unit = await db.prepare(UNIT_SQL).bind(change.unitId).first<UnitState>()
  if (!unit || unit.price === null) return []
  const reason = change.reason === 'price' && change.oldPrice !== null ? 'cheaper' : 'available'
  const oldPrice = change.reason === 'price' ? change.oldPrice : null
  let features: string[] = []
  try {
    features = JSON.parse(unit.features) as string[]
  } catch {
    // A facility with unreadable features has none a search could require.
  }
  const result = await db
    .prepare(
      `INSERT INTO alert_matches (search_id, unit_id, reason, old_price, new_price, event_id)
       SELECT s.id, ?1, ?2, ?3, ?4, ?13 FROM saved_searches s
       WHERE s.cell IN (SELECT value FROM json_each(?5)) AND s.status = 'active' AND s.expires_at > ?6
         AND (s.price_max IS NULL OR s.price_max >= ?4) AND (s.price_min IS NULL OR s.price_min <= ?4)
         AND (s.size_min IS NULL OR s.size_min <= ?7) AND (s.size_max IS NULL OR s.size_max >= ?7)
         AND (s.unit_type IS NULL OR s.unit_type = ?8)
         AND (s.features_mask & ?9) = s.features_mask
         AND ((s.lat - ?10) * ${KM_PER_DEG}) * ((s.lat - ?10) * ${KM_PER_DEG})
           + ((s.lon - ?11) * ?12) * ((s.lon - ?11) * ?12) <= s.radius_km * s.radius_km
       ON CONFLICT (search_id, unit_id) DO UPDATE SET
         reason = CASE WHEN sent_day IS NULL THEN reason ELSE excluded.reason END,
         old_price = CASE WHEN sent_day IS NULL THEN COALESCE(old_price, excluded.old_price) ELSE excluded.old_price END,
         new_price = excluded.new_price,
         sent_day = NULL,
         event_id = excluded.event_id
       WHERE IFNULL(alert_matches.event_id, 0) < excluded.event_id
       RETURNING search_id`,
    )
    .bind(
      unit.unit_id,
      reason,
      oldPrice,
      unit.price,
      JSON.stringify(cellsAround(unit.lat, unit.lon)),
      nowS,
      unit.size_m2,
      unit.type,
      featureMask(features),
      unit.lat,
      unit.lon,
      kmPerDegLon(unit.lat),
      eventId,
    )
    .all<{ search_id: number }>()
  return result.results.map((row) => row.search_id)
}
