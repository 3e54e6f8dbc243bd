import type { Context } from 'hono'
import { type Enqueuer, requestWaitUntil, sendInBackground } from '../lib/queue-send'
import type { ApiEnv } from '../types'
import { type UnitChange, isTrigger } from './match'

/**
 * What travels on the alert queue: unit changes to match (one message each), or a slice of the daily digest (the
 * searches with matches still waiting, a bounded list per message so one run stays within the Workers limits).
 */
export type AlertMessage = { type: 'change'; change: UnitChange } | { type: 'digest'; ids: number[]; day: string }

/** The alert queue and something that keeps the sending alive (reservation expiry passes its own). */
export type AlertEnqueuer = Enqueuer<AlertMessage>

/**
 * THE entry point for every alert trigger (issue 27): a unit created, freed (occupancy, or a reservation cancelled
 * or expired) or repriced. Call it after the write has committed; non-triggers (a price rise) are dropped here.
 * The queue carries them to the matcher (api/alerts/consumer.ts) without the request waiting.
 */
export function queueUnitChanges(enqueuer: AlertEnqueuer, changes: readonly UnitChange[]): void {
  const messages = changes.filter(isTrigger).map((change) => ({ type: 'change' as const, change }))
  sendInBackground(enqueuer, messages, { what: 'alert', countField: 'changes' })
}

/** The same from a request handler: the work outlives the response through the request's waitUntil. */
export function unitChanged(c: Context<ApiEnv>, changes: readonly UnitChange[]): void {
  queueUnitChanges({ queue: c.env.ALERT_QUEUE, waitUntil: requestWaitUntil(c) }, changes)
}
