import { log } from '@server/log.server'
import { primaryDb } from '../lib/db'
import { enqueueMail, type MailMessage } from '../lib/outbox'

/** A queued row this old lost its enqueue (or the queue lost it): put it on the queue again. */
export const STALE_QUEUED_MS = 10 * 60_000
/** A send that started this long ago and never finished: the outcome is unknown, so it is not sent again blindly. */
export const STALE_SENDING_MS = 15 * 60_000
const MAX_PER_RUN = 1000

/**
 * The sweeper (a Cron Trigger every 5 minutes). Re-enqueues rows left `queued` for over 10 minutes, touching them
 * so the next run does not enqueue them again while they wait; a duplicate on the queue is harmless (the claim in
 * api/mail/deliver.ts sends once). Rows stuck in `sending` (an isolate died mid-send) become `failed` for the
 * console to decide: they may have gone out.
 */
export async function sweepOutbox(
  env: { DB: D1Database; MAIL_QUEUE?: Queue<MailMessage> },
  waitUntil: (work: Promise<unknown>) => void,
  nowMs = Date.now(),
) {
  const db = primaryDb(env)
  const now = new Date(nowMs).toISOString()
  const [requeued, interrupted] = await db.batch<{ id: number }>([
    db
      .prepare(
        `UPDATE outbox SET updated_at = ?1 WHERE id IN (
           SELECT id FROM outbox WHERE status = 'queued' AND updated_at < ?2 ORDER BY id LIMIT ${MAX_PER_RUN}
         ) RETURNING id`,
      )
      .bind(now, new Date(nowMs - STALE_QUEUED_MS).toISOString()),
    db
      .prepare(
        `UPDATE outbox SET status = 'failed', updated_at = ?1,
           last_error = 'interrupted while sending; it may have been delivered'
         WHERE status = 'sending' AND updated_at < ?2 RETURNING id`,
      )
      .bind(now, new Date(nowMs - STALE_SENDING_MS).toISOString()),
  ])
  const ids = (requeued?.results ?? []).map((row) => row.id)
  enqueueMail({ queue: env.MAIL_QUEUE, waitUntil }, ids)
  const result = { requeued: ids.length, interrupted: interrupted?.results.length ?? 0 }
  if (result.requeued || result.interrupted) log('warn', 'mail_sweep', result)
  return result
}
