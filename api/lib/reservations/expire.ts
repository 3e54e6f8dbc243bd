import { businessToday } from '@kernel/calendar-date'
import type { Db } from '../db'
import { refreshFacilityStatsWhere } from '../facility-rows'

const ACTIVE = "status IN ('pending', 'confirmed')"

/**
 * The cron's part of issue 26: every active hold whose last day (hold_until, Warsaw) has passed becomes `expired`,
 * with an event by the system, and the listings of the units it frees count them again. One transaction.
 */
export function expireHoldsStatements(db: Db, nowMs: number) {
  const today = businessToday(nowMs)
  const stamp = new Date(nowMs).toISOString()
  return [
    db
      .prepare(
        `INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, created_at)
         SELECT id, status, 'expired', 'system', ? FROM reservations WHERE ${ACTIVE} AND hold_until < ?`,
      )
      .bind(stamp, today),
    db.prepare(`UPDATE reservations SET status = 'expired' WHERE ${ACTIVE} AND hold_until < ?`).bind(today),
    refreshFacilityStatsWhere(
      db,
      `id IN (SELECT r.facility_id FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
        WHERE e.to_status = 'expired' AND e.actor = 'system' AND e.created_at = ?)`,
      stamp,
    ),
  ]
}
