import type { Context } from 'hono'
import { alertEvents, unitChanged } from '../alerts/events'
import type { ReservationActor, ReservationStatus } from '../contract/reservations'
import type { ApiEnv } from '../types'
import { NOW } from '../lib/sql'
import { changedOne, isGuardAbort } from '../lib/batch-guard'
import type { Db } from '../lib/db'
import { ApiFailure } from '../lib/errors'
import { refreshFacilityStats } from '../facilities/rows'
import { type ReservationRow, isActive } from './rows'

export type Change = {
  to: ReservationStatus
  actor: ReservationActor
  userEmail: string | null
  reason: string | null
}

/**
 * A status change as statements for one batch (one transaction): the row moves only from the status it was read
 * in, the next statement aborts the whole batch when it did not (changedOne), and then the event, the unit and the
 * listing's counts follow. Two people acting at once: one wins, the other gets 409.
 */
export function transitionStatements(db: Db, r: ReservationRow, change: Change): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE reservations SET status = ?, confirmed_at = CASE WHEN ? = 'confirmed' THEN ${NOW} ELSE confirmed_at END
         WHERE id = ? AND status = ?`,
      )
      .bind(change.to, change.to, r.id, r.status),
    changedOne(db),
    db
      .prepare(
        'INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, user_email, reason) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .bind(r.id, r.status, change.to, change.actor, change.userEmail, change.reason),
    // Moving in turns the hold into an occupied unit; every other end frees it (the index stops holding it).
    ...(change.to === 'moved_in' ? [db.prepare('UPDATE units SET is_occupied = 1 WHERE id = ?').bind(r.unit_id)] : []),
    refreshFacilityStats(db, r.facility_id),
  ]
}

/** Runs a batch whose second statement is the staleness guard above; a stale status is a 409, not a 500. */
export async function runGuarded(db: Db, statements: D1PreparedStatement[]) {
  try {
    return await db.batch(statements)
  } catch (error) {
    if (isGuardAbort(error)) throw new ApiFailure(409, 'CONFLICT', 'Reservation status changed')
    throw error
  }
}

/** A hold that ends other than by moving in gives its unit back to the market. */
export const freesUnit = (from: ReservationStatus, to: ReservationStatus) =>
  isActive(from) && !isActive(to) && to !== 'moved_in'

/**
 * Commits a status change together with what goes with it (a mail, an audit row) and, when the unit becomes free
 * again, its saved-search alert event (issue 27: "a reservation cancelled" is a trigger), queued once committed.
 */
export async function commitTransition(
  c: Context<ApiEnv>,
  r: ReservationRow,
  change: Change,
  companions: D1PreparedStatement[],
) {
  const db = c.var.db
  const freed = freesUnit(r.status, change.to) ? alertEvents(db, [{ unitId: r.unit_id, reason: 'freed' }]) : []
  const results = await runGuarded(db, [...transitionStatements(db, r, change), ...companions, ...freed])
  unitChanged(c, results)
  return results
}
