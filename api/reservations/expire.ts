import { businessToday } from '@kernel/calendar-date'
import { type AlertEnqueuer, alertEventsOf, queueUnitChanges } from '../alerts/events'
import { type Db, primaryDb } from '../lib/db'
import { refreshFacilityStatsWhere } from '../facilities/rows'

/**
 * Past its last day (hold_until, Warsaw), or an unconfirmed hold past its hour (confirm_by, issue 39). Two ranges of
 * two indexes: (status, hold_until) and (status, confirm_by). Parameters: ?1 today, ?2 now (ISO).
 */
const DUE = `(status IN ('unconfirmed', 'pending', 'confirmed') AND hold_until < ?1)
  OR (status = 'unconfirmed' AND confirm_by < ?2)`

/** The reservations this run expired: its events carry the run's own timestamp. */
const EXPIRED_NOW = `FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
  WHERE e.to_status = 'expired' AND e.actor = 'system' AND e.created_at = ?`

/**
 * Issue 26: every active hold whose last day (hold_until, Warsaw) has passed, and (issue 39) every unconfirmed
 * hold past its hour, becomes `expired`, with an event by the system, and the listings of the facilities it frees count their units again. Runs on the 5-minute trigger,
 * so a hold is released within minutes of its last day ending, not at the next daily run. Each unit it frees is an
 * alert trigger (issue 27: "a reservation expired"), recorded in the same batch and queued once committed.
 *
 * The first read is two index ranges and is almost always empty: then nothing is
 * written. The writes are one transaction; their WHERE repeats "still active", so a hold the operator or the
 * renter moved meanwhile is left alone.
 */
export async function expireHolds(env: { DB: D1Database }, alerts: AlertEnqueuer, nowMs = Date.now()): Promise<number> {
  const db: Db = primaryDb(env)
  const today = businessToday(nowMs)
  const stamp = new Date(nowMs).toISOString()
  const due = await db
    .prepare(`SELECT DISTINCT facility_id FROM reservations WHERE ${DUE}`)
    .bind(today, stamp)
    .all<{ facility_id: number }>()
  if (due.results.length === 0) return 0
  const [, expired, , freed] = await db.batch([
    db
      .prepare(
        `INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, created_at)
         SELECT id, status, 'expired', 'system', ?2 FROM reservations WHERE ${DUE}`,
      )
      .bind(today, stamp),
    db.prepare(`UPDATE reservations SET status = 'expired' WHERE ${DUE}`).bind(today, stamp),
    refreshFacilityStatsWhere(
      db,
      'id IN (SELECT value FROM json_each(?))',
      JSON.stringify(due.results.map((r) => r.facility_id)),
    ),
    alertEventsOf(db, 'freed', `SELECT r.unit_id ${EXPIRED_NOW}`, stamp),
  ])
  queueUnitChanges(alerts, freed ? [freed] : [])
  return expired?.meta.changes ?? 0
}
