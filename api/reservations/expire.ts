import { businessToday } from '@kernel/calendar-date'
import { type AlertEnqueuer, alertEventsOf, queueUnitChanges } from '../alerts/events'
import { type Db, primaryDb } from '../lib/db'
import { type MailQueues, enqueueMail, queuedMails } from '../lib/outbox'
import { refreshFacilityStatsWhere } from '../facilities/rows'
import { type OperatorRecipient, operatorNoticeMails, operatorRecipients, renterStatusMail } from './mail'
import { RESERVATION_SELECT, type ReservationRow } from './rows'

/**
 * Past its last day (hold_until, Warsaw), or an unconfirmed hold past its hour (confirm_by, issue 39). Two ranges of
 * two indexes: (status, hold_until) and (status, confirm_by). Parameters: ?1 today, ?2 now (ISO). `p` qualifies the
 * columns where the reservations table is joined.
 */
const dueSql = (p = '') => `((${p}status IN ('unconfirmed', 'pending', 'confirmed') AND ${p}hold_until < ?1)
  OR (${p}status = 'unconfirmed' AND ${p}confirm_by < ?2))`
const DUE = dueSql()

/** The reservations this run expired: its events carry the run's own timestamp. */
const EXPIRED_NOW = `FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
  WHERE e.to_status = 'expired' AND e.actor = 'system' AND e.created_at = ?`

/**
 * Issue 26: every active hold whose last day (hold_until, Warsaw) has passed, and (issue 39) every unconfirmed hold
 * past its hour, becomes `expired`, with an event by the system, and the listings of the facilities it frees count
 * their units again. Runs on the 5-minute trigger, so a hold is released within minutes of its last day ending, not
 * at the next daily run. Each unit it frees is an alert trigger (issue 27: "a reservation expired"), recorded in the
 * same batch and queued once committed.
 *
 * Issue 39: the renter (in their language, with a link back to the facility) and, for a hold the operator was told of
 * (not an unconfirmed one), the operator (the facility's address and the company's panel users, ADR 0085) are told,
 * by mails in the same batch. Each mail names its reservation only if this run's event expired it, so a hold the
 * operator or the renter moved meanwhile is told nothing.
 *
 * The first read is two index ranges and is almost always empty: then nothing is written. The writes are one
 * transaction; their WHERE repeats "still due", so a hold moved meanwhile is left alone.
 */
export async function expireHolds(
  env: { DB: D1Database; SESSION_SECRET: string } & MailQueues,
  alerts: AlertEnqueuer,
  waitUntil: (work: Promise<unknown>) => void,
  nowMs = Date.now(),
): Promise<number> {
  const db: Db = primaryDb(env)
  const today = businessToday(nowMs)
  const stamp = new Date(nowMs).toISOString()
  const due = await db
    .prepare(`${RESERVATION_SELECT} WHERE ${dueSql('r.')}`)
    .bind(today, stamp)
    .all<ReservationRow>()
  if (due.results.length === 0) return 0
  const facilityIds = [...new Set(due.results.map((r) => r.facility_id))]
  const operators = await operatorRecipients(db, facilityIds).all<OperatorRecipient>()
  const mails: D1PreparedStatement[] = []
  for (const r of due.results) {
    const thisRun = {
      table: 'reservations' as const,
      where: `r.id = ? AND EXISTS (SELECT 1 FROM reservation_events e WHERE e.reservation_id = r.id
        AND e.to_status = 'expired' AND e.actor = 'system' AND e.created_at = ?)`,
      params: [r.id, stamp],
    }
    const expired = { ...r, status: 'expired' as const }
    mails.push(await renterStatusMail(db, env.SESSION_SECRET, expired, 'expired', null, thisRun))
    if (r.status !== 'unconfirmed')
      mails.push(...operatorNoticeMails(db, expired, operators.results, 'expired', thisRun))
  }
  const [, expired, , freed, ...queued] = await db.batch([
    db
      .prepare(
        `INSERT INTO reservation_events (reservation_id, from_status, to_status, actor, created_at)
         SELECT id, status, 'expired', 'system', ?2 FROM reservations WHERE ${DUE}`,
      )
      .bind(today, stamp),
    db.prepare(`UPDATE reservations SET status = 'expired' WHERE ${DUE}`).bind(today, stamp),
    refreshFacilityStatsWhere(db, 'id IN (SELECT value FROM json_each(?))', JSON.stringify(facilityIds)),
    alertEventsOf(db, 'freed', `SELECT r.unit_id ${EXPIRED_NOW}`, stamp),
    ...mails,
  ])
  queueUnitChanges(alerts, freed ? [freed] : [])
  enqueueMail(env, waitUntil, queuedMails(queued))
  return expired?.meta.changes ?? 0
}
