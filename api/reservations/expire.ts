import { businessToday } from '@kernel/calendar-date'
import { type AlertEnqueuer, alertEventsOf, queueUnitChanges } from '../alerts/events'
import { type Db, primaryDb } from '../lib/db'
import { refreshFacilityStatsWhere } from '../facilities/rows'

const ACTIVE = "status IN ('pending', 'confirmed')"

/** The reservations this run expired: its events carry the run's own timestamp. */
const EXPIRED_NOW = `FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
  WHERE e.to_status = 'expired' AND e.actor = 'system' AND e.created_at = ?`

/**
 * Issue 26: every active hold whose last day (hold_until, Warsaw) has passed becomes `expired`, with an event by
 * the system, and the listings of the facilities it frees count their units again. Runs on the 5-minute trigger,
 * so a hold is released within minutes of its last day ending, not at the next daily run. Each unit it frees is an
 * alert trigger (issue 27: "a reservation expired"), recorded in the same batch and queued once committed.
 *
 * The first read is one range of the (status, hold_until) index and is almost always empty: then nothing is
 * written. The writes are one transaction; their WHERE repeats "still active", so a hold the operator or the
 * renter moved meanwhile is left alone.
 */
export async function expireHolds(env: { DB: D1Database }, alerts: AlertEnqueuer, nowMs = Date.now()): Promise<number> {
  const db: Db = primaryDb(env)
  const today = businessToday(nowMs)
  const due = await db
    .prepare(`SELECT DISTINCT facility_id FROM reservations WHERE ${ACTIVE} AND hold_until < ?`)
    .bind(today)
    .all<{ facility_id: number }>()
  if (due.results.length === 0) return 0
  const stamp = new Date(nowMs).toISOString()
  const [, expired, , freed] = await db.batch([
    db
      .prepare(
        `INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, created_at)
         SELECT id, status, 'expired', 'system', ? FROM reservations WHERE ${ACTIVE} AND hold_until < ?`,
      )
      .bind(stamp, today),
    db.prepare(`UPDATE reservations SET status = 'expired' WHERE ${ACTIVE} AND hold_until < ?`).bind(today),
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
