import { log } from '@server/log.server'
import { primaryDb } from '../lib/db'
import { enqueueMail, type MailQueues, queuedMails } from '../lib/outbox'
import { BULK_SPENT_SQL, budgetDayStart, bulkDailyLimit, kindsOf } from './lanes'

/** A queued row this old lost its enqueue (or the queue lost it): put it on the queue again. */
export const STALE_QUEUED_MS = 10 * 60_000
/** A send that started this long ago and never finished: the outcome is unknown, so it is not sent again blindly. */
export const STALE_SENDING_MS = 15 * 60_000
const MAX_PER_RUN = 1000

/**
 * The sweeper (a Cron Trigger every 5 minutes). Re-enqueues rows left `queued` for over 10 minutes on their lane's
 * queue, touching them so the next run does not enqueue them again while they wait; a duplicate on the queue is
 * harmless (the claim in api/mail/deliver.ts sends once). Bulk rows are offered only as many as the bulk lane's daily
 * budget has left (issue 41, ADR 0094): past it they wait untouched until the next day's first run. Rows stuck in
 * `sending` (an isolate died mid-send) become `failed` for the console to decide: they may have gone out.
 */
export async function sweepOutbox(
  env: { DB: D1Database; MAIL_BULK_DAILY_LIMIT?: string } & MailQueues,
  waitUntil: (work: Promise<unknown>) => void,
  nowMs = Date.now(),
) {
  const db = primaryDb(env)
  const now = new Date(nowMs).toISOString()
  const stale = new Date(nowMs - STALE_QUEUED_MS).toISOString()
  const bulk = JSON.stringify(kindsOf('bulk'))
  /** ?1 now, ?2 the stale line, ?3 the bulk kinds; the bulk lane's limit adds ?4 the day's start, ?5 its budget. */
  const requeue = (lane: 'transactional' | 'bulk', limit: string) =>
    `UPDATE outbox SET updated_at = ?1 WHERE id IN (
       SELECT id FROM outbox WHERE status = 'queued' AND updated_at < ?2
         AND kind ${lane === 'bulk' ? '' : 'NOT '}IN (SELECT value FROM json_each(?3))
       ORDER BY id LIMIT ${limit}
     ) RETURNING id AS outbox_id, kind AS outbox_kind`
  const [transactional, bulkRows, interrupted] = await db.batch<{ outbox_id: number }>([
    db.prepare(requeue('transactional', String(MAX_PER_RUN))).bind(now, stale, bulk),
    db
      .prepare(requeue('bulk', `MAX(0, MIN(${MAX_PER_RUN}, ?5 - ${BULK_SPENT_SQL('?3', '?4')}))`))
      .bind(now, stale, bulk, budgetDayStart(nowMs), bulkDailyLimit(env)),
    db
      .prepare(
        `UPDATE outbox SET status = 'failed', updated_at = ?1,
           last_error = 'interrupted while sending; it may have been delivered'
         WHERE status = 'sending' AND updated_at < ?2 RETURNING id`,
      )
      .bind(now, new Date(nowMs - STALE_SENDING_MS).toISOString()),
  ])
  const mails = queuedMails([transactional!, bulkRows!])
  enqueueMail(env, waitUntil, mails)
  const result = {
    requeued: transactional?.results.length ?? 0,
    requeuedBulk: bulkRows?.results.length ?? 0,
    interrupted: interrupted?.results.length ?? 0,
  }
  if (result.requeued || result.requeuedBulk || result.interrupted) log('warn', 'mail_sweep', result)
  return result
}
