import type { Context } from 'hono'
import { errorFields, log } from '@server/log.server'
import type { ApiEnv } from '../types'

/** A queue binding and something that keeps the sending alive after the response (a request's or a queue's ctx). */
export type Enqueuer<Body> = { queue: Queue<Body> | undefined; waitUntil: (work: Promise<unknown>) => void }

/** sendBatch takes at most 100 messages. */
const BATCH_MAX = 100

/**
 * Puts messages on a queue in the background, in batches it accepts. Nothing here throws into the caller: a missing
 * binding is a warning and a failed send an error in the log (`<what>_queue_missing`, `<what>_enqueue_failed`),
 * with `count` under the caller's field name.
 */
export function sendInBackground<Body>(
  { queue, waitUntil }: Enqueuer<Body>,
  bodies: readonly Body[],
  logAs: { what: string; countField: string },
): void {
  if (!bodies.length) return
  const count = { [logAs.countField]: bodies.length }
  if (!queue) {
    log('warn', `${logAs.what}_queue_missing`, count)
    return
  }
  const batches: Body[][] = []
  for (let i = 0; i < bodies.length; i += BATCH_MAX) batches.push(bodies.slice(i, i + BATCH_MAX))
  waitUntil(
    Promise.all(batches.map((batch) => queue.sendBatch(batch.map((body) => ({ body }))))).catch((error) =>
      log('error', `${logAs.what}_enqueue_failed`, { ...count, ...errorFields(error) }),
    ),
  )
}

/** A request handler's waitUntil: the work outlives the response. */
export function requestWaitUntil(c: Context<ApiEnv>): (work: Promise<unknown>) => void {
  try {
    const ctx = c.executionCtx
    return (work) => ctx.waitUntil(work)
  } catch {
    // No execution context (a caller without one, e.g. a unit test): the work still runs, unawaited.
    return (work) => void work
  }
}
