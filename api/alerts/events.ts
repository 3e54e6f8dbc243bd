import type { Context } from 'hono'
import { errorFields, log } from '@server/log.server'
import type { ApiEnv } from '../types'
import { type UnitChange, isTrigger } from './match'

/**
 * What travels on the alert queue: unit changes to match (one message each), or a slice of the daily digest (the
 * searches with matches still waiting, a bounded list per message so one run stays within the Workers limits).
 */
export type AlertMessage = { type: 'change'; change: UnitChange } | { type: 'digest'; ids: number[]; day: string }

export type Enqueuer = { queue: Queue<AlertMessage> | undefined; waitUntil: (work: Promise<unknown>) => void }

/** sendBatch takes at most 100 messages. */
const CHUNK = 100

/**
 * THE entry point for every alert trigger (issue 27): a unit created, freed (occupancy, or a reservation cancelled
 * or expired) or repriced. Call it after the write has committed; non-triggers (a price rise) are dropped here.
 * The queue carries them to the matcher (api/alerts/consumer.ts) without the request waiting.
 */
export function queueUnitChanges({ queue, waitUntil }: Enqueuer, changes: readonly UnitChange[]): void {
  const messages = changes.filter(isTrigger).map((change) => ({ body: { type: 'change' as const, change } }))
  if (!messages.length) return
  if (!queue) {
    log('warn', 'alert_queue_missing', { changes: messages.length })
    return
  }
  const chunks: (typeof messages)[] = []
  for (let i = 0; i < messages.length; i += CHUNK) chunks.push(messages.slice(i, i + CHUNK))
  waitUntil(
    Promise.all(chunks.map((chunk) => queue.sendBatch(chunk))).catch((error) =>
      log('error', 'alert_enqueue_failed', { changes: messages.length, ...errorFields(error) }),
    ),
  )
}

/** The same from a request handler: the work outlives the response through the request's waitUntil. */
export function unitChanged(c: Context<ApiEnv>, changes: readonly UnitChange[]): void {
  let waitUntil: (work: Promise<unknown>) => void
  try {
    const ctx = c.executionCtx
    waitUntil = (work) => ctx.waitUntil(work)
  } catch {
    waitUntil = (work) => void work
  }
  queueUnitChanges({ queue: c.env.ALERT_QUEUE, waitUntil }, changes)
}
