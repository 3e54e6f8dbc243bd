import { businessToday } from '@kernel/calendar-date'
import { type AlertEnqueuer, queueUnitChanges } from '../../alerts/events'
import type { Db } from '../db'
import { refreshFacilityStatsWhere } from '../facility-rows'

const ACTIVE = "status IN ('pending', 'confirmed')"

/** The reservations this run expired: its events carry the run's own timestamp. */
const EXPIRED_NOW = `FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
  WHERE e.to_status = 'expired' AND e.actor = 'system' AND e.created_at = ?`

/**
 * The cron's part of issue 26: every active hold whose last day (hold_until, Warsaw) has passed becomes `expired`,
 * with an event by the system, and the listings of the units it frees count them again. One transaction.
 */
function expireHoldsStatements(db: Db, nowMs: number) {
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
    refreshFacilityStatsWhere(db, `id IN (SELECT r.facility_id ${EXPIRED_NOW})`, stamp),
    db.prepare(`SELECT r.unit_id ${EXPIRED_NOW}`).bind(stamp),
  ]
}

/**
 * Expires the holds past their last day in one transaction; each unit it frees is an alert trigger (issue 27: "a
 * reservation expired"), queued once committed. Returns how many reservations expired.
 */
export async function expireHolds(db: Db, nowMs: number, alerts: AlertEnqueuer): Promise<number> {
  const results = await db.batch(expireHoldsStatements(db, nowMs))
  const freed = (results.at(-1)?.results ?? []) as { unit_id: number }[]
  queueUnitChanges(
    alerts,
    freed.map((row) => ({ unitId: row.unit_id, reason: 'freed' as const })),
  )
  return results[1]?.meta.changes ?? 0
}
