import { errorFields, log } from '@server/log.server'
import { type Db, primaryDb } from '../lib/db'
import { enqueueMail, type MailQueues } from '../lib/outbox'
import { type AlertMessage, queueAlertEvents } from './events'
import { type AlertEvent, matchChange } from './match'
import { dayOf, sendAlerts } from './send'

export type AlertEnv = MailQueues & {
  DB: D1Database
  SESSION_SECRET: string
  ALERT_QUEUE?: Queue<AlertMessage>
}

type Waiter = (work: Promise<unknown>) => void

type EventRow = {
  id: number
  unit_id: number
  reason: 'created' | 'freed' | 'price'
  old_price: number | null
  new_price: number | null
}

const toEvent = (row: EventRow): AlertEvent => ({
  id: row.id,
  change:
    row.reason === 'price'
      ? { unitId: row.unit_id, reason: 'price', oldPrice: row.old_price, newPrice: row.new_price ?? 0 }
      : { unitId: row.unit_id, reason: row.reason },
})

/**
 * The alert queue's consumer. A recorded change is matched, then every search it matched that has had no mail
 * today gets one (the claim in sendAlerts); the rest wait for the digest. A digest slice mails its searches for its
 * day. A message whose work throws is retried by the queue, then dead-lettered; its event row stays unprocessed for
 * the sweeper. Matching twice is harmless (only a newer event rewrites a match; one mail per search and day).
 */
export async function consumeAlerts(batch: MessageBatch<AlertMessage>, env: AlertEnv, waitUntil: Waiter) {
  const db = primaryDb(env)
  const nowMs = Date.now()
  const eventIds = batch.messages.flatMap((m) => (m.body?.type === 'event' ? [m.body.id] : []))
  const events = await pendingEvents(db, eventIds)
  const matched = new Set<number>()
  const done: number[] = []
  for (const message of batch.messages) {
    try {
      const body = message.body
      if (body?.type === 'event') {
        // Gone or already processed: a duplicate delivery, nothing to do.
        const event = events.get(body.id)
        if (event) {
          for (const id of await matchChange(db, event, Math.floor(nowMs / 1000))) matched.add(id)
          done.push(body.id)
        }
      } else if (body?.type === 'digest') await mail(env, body.ids, body.day, waitUntil)
      message.ack()
    } catch (error) {
      log('error', 'alert_message_failed', { ...errorFields(error) })
      message.retry()
    }
  }
  if (done.length)
    await db
      .prepare('UPDATE alert_events SET done_at = ? WHERE id IN (SELECT value FROM json_each(?))')
      .bind(Math.floor(nowMs / 1000), JSON.stringify(done))
      .run()
  // The batch's matched searches go back on the queue in slices, each mailed by its own run (sendAlerts claims a
  // search once a day, so a search matched by many changes still gets one mail): a burst never piles every mail
  // of a busy city into one consumer run. Should this send fail, the matches wait unsent for the daily digest.
  if (matched.size) await fanOut(env, [...matched], dayOf(nowMs))
}

async function pendingEvents(db: Db, ids: readonly number[]): Promise<Map<number, AlertEvent>> {
  if (!ids.length) return new Map()
  const rows = await db
    .prepare(
      `SELECT id, unit_id, reason, old_price, new_price FROM alert_events
       WHERE id IN (SELECT value FROM json_each(?)) AND done_at IS NULL`,
    )
    .bind(JSON.stringify(ids))
    .all<EventRow>()
  return new Map(rows.results.map((row) => [row.id, toEvent(row)]))
}

/** A message the queue gave up on (max_retries): a trace in the log; an event's row is still the sweeper's to send. */
export function logDeadAlerts(batch: MessageBatch<AlertMessage>) {
  for (const message of batch.messages) {
    const body = message.body
    log('error', 'alert_message_dead', {
      type: body?.type ?? 'unknown',
      ...(body?.type === 'event' ? { eventId: body.id } : {}),
      ...(body?.type === 'digest' ? { searches: body.ids.length, day: body.day } : {}),
    })
    message.ack()
  }
}

async function fanOut(env: AlertEnv, ids: readonly number[], day: string) {
  const messages: { body: AlertMessage }[] = []
  for (let i = 0; i < ids.length; i += DIGEST_SLICE)
    messages.push({ body: { type: 'digest', ids: ids.slice(i, i + DIGEST_SLICE), day } })
  if (!env.ALERT_QUEUE) throw new Error('ALERT_QUEUE is missing')
  for (let i = 0; i < messages.length; i += 100) await env.ALERT_QUEUE.sendBatch(messages.slice(i, i + 100))
}

async function mail(env: AlertEnv, ids: readonly number[], day: string, waitUntil: Waiter) {
  const db = primaryDb(env)
  for (let i = 0; i < ids.length; i += DIGEST_SLICE) {
    const outbox = await sendAlerts(db, env.SESSION_SECRET, ids.slice(i, i + DIGEST_SLICE), day)
    enqueueMail(env, waitUntil, outbox)
    if (outbox.length) log('info', 'alerts_sent', { mails: outbox.length, day })
  }
}

/** Searches one digest message carries: one sendAlerts claim and one D1 batch each, well inside a queue run. */
export const DIGEST_SLICE = 100

/**
 * The daily digest (the daily Cron Trigger): every active search with matches that waited, in slices of
 * DIGEST_SLICE on the alert queue, so 100 000 searches are mailed by many small consumer runs, not one request.
 */
export async function startDigest(env: AlertEnv, day: string): Promise<number> {
  const db = primaryDb(env)
  const rows = await db
    .prepare(
      `SELECT DISTINCT m.search_id AS id FROM alert_matches m JOIN saved_searches s ON s.id = m.search_id
       WHERE m.sent_day IS NULL AND s.status = 'active' AND (s.last_sent_day IS NULL OR s.last_sent_day < ?)`,
    )
    .bind(day)
    .all<{ id: number }>()
  const ids = rows.results.map((r) => r.id)
  await fanOut(env, ids, day)
  log('info', 'alert_digest_started', { searches: ids.length, messages: Math.ceil(ids.length / DIGEST_SLICE), day })
  return ids.length
}

/** An event not processed this long after it was last put on the queue lost its message (as mail: 10 minutes). */
export const STALE_EVENT_S = 10 * 60
const SWEEP_MAX = 1000

/**
 * The alert sweeper (the 5-minute Cron Trigger, like the mail sweeper): re-enqueues events left unprocessed,
 * touching them so the next run waits for this attempt. A duplicate on the queue is harmless (see consumeAlerts).
 */
export async function sweepAlertEvents(
  env: { DB: D1Database; ALERT_QUEUE?: Queue<AlertMessage> },
  waitUntil: Waiter,
  nowMs = Date.now(),
): Promise<number> {
  const db = primaryDb(env)
  const now = Math.floor(nowMs / 1000)
  const stale = await db
    .prepare(
      `UPDATE alert_events SET enqueued_at = ?1 WHERE id IN (
         SELECT id FROM alert_events WHERE done_at IS NULL AND enqueued_at < ?2 ORDER BY enqueued_at LIMIT ${SWEEP_MAX}
       ) RETURNING id`,
    )
    .bind(now, now - STALE_EVENT_S)
    .all<{ id: number }>()
  const ids = stale.results.map((row) => row.id)
  if (!ids.length) return 0
  queueAlertEvents({ queue: env.ALERT_QUEUE, waitUntil }, ids)
  log('warn', 'alert_sweep', { requeued: ids.length })
  return ids.length
}
