import type { Context } from 'hono'
import type { Db } from '../lib/db'
import { type Enqueuer, requestWaitUntil, sendInBackground } from '../lib/queue-send'
import type { ApiEnv } from '../types'
import { type UnitChange, isTrigger } from './match'

/**
 * What travels on the alert queue: a recorded unit change to match (its alert_events id; the row holds the rest),
 * or a slice of the daily digest (the searches with matches still waiting, a bounded list per message so one run
 * stays within the Workers limits).
 */
export type AlertMessage = { type: 'event'; id: number } | { type: 'digest'; ids: number[]; day: string }

/** The alert queue and something that keeps the sending alive (reservation expiry passes its own). */
export type AlertEnqueuer = Enqueuer<AlertMessage>

const RETURNING = 'RETURNING id AS alert_event_id'

/**
 * THE entry point for every alert trigger (issue 27): a unit created, freed (occupancy, or a reservation cancelled
 * or expired) or repriced. Like queueEmail, these are statements for the SAME `db.batch([...])` as the unit write,
 * so a write that commits has recorded its alert and one that fails has recorded none; non-triggers (a price rise)
 * write nothing. After the batch, hand its results to `unitChanged` (or `queueUnitChanges`).
 */
export function alertEvents(db: Db, changes: readonly UnitChange[]): D1PreparedStatement[] {
  return changes
    .filter(isTrigger)
    .map((change) =>
      db
        .prepare(`INSERT INTO alert_events (unit_id, reason, old_price, new_price) VALUES (?, ?, ?, ?) ${RETURNING}`)
        .bind(
          change.unitId,
          change.reason,
          change.reason === 'price' ? change.oldPrice : null,
          change.reason === 'price' ? change.newPrice : null,
        ),
    )
}

/**
 * The same for units only the batch itself knows (a unit just inserted, the holds an expiry run releases):
 * `unitsSql` selects their ids as `unit_id`.
 */
export function alertEventsOf(db: Db, reason: 'created' | 'freed', unitsSql: string, ...binds: unknown[]) {
  return db
    .prepare(`INSERT INTO alert_events (unit_id, reason) SELECT unit_id, '${reason}' FROM (${unitsSql}) ${RETURNING}`)
    .bind(...binds)
}

/** The alert_events ids a batch with alertEvents statements recorded; other statements' rows are ignored. */
export function alertEventIds(results: readonly D1Result[]): number[] {
  return results.flatMap((result) =>
    ((result.results ?? []) as { alert_event_id?: unknown }[]).flatMap((row) =>
      typeof row?.alert_event_id === 'number' ? [row.alert_event_id] : [],
    ),
  )
}

/**
 * After the batch: its recorded events go on the queue to the matcher (api/alerts/consumer.ts) without the caller
 * waiting. A send that fails is logged; the row stays unprocessed and the sweeper (sweepAlertEvents) sends it again.
 */
export function queueUnitChanges(enqueuer: AlertEnqueuer, results: readonly D1Result[]): void {
  queueAlertEvents(enqueuer, alertEventIds(results))
}

/** Puts recorded events on the alert queue in the background (the writer's path and the sweeper's). */
export function queueAlertEvents(enqueuer: AlertEnqueuer, ids: readonly number[]): void {
  const messages = ids.map((id): AlertMessage => ({ type: 'event', id }))
  sendInBackground(enqueuer, messages, { what: 'alert', countField: 'changes' })
}

/** The same from a request handler: the work outlives the response through the request's waitUntil. */
export function unitChanged(c: Context<ApiEnv>, results: readonly D1Result[]): void {
  queueUnitChanges({ queue: c.env.ALERT_QUEUE, waitUntil: requestWaitUntil(c) }, results)
}
