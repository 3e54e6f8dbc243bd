import { errorFields, log } from '@server/log.server'
import { primaryDb } from '../lib/db'
import { enqueueMail, type MailMessage } from '../lib/outbox'
import type { AlertMessage } from './events'
import { matchChange } from './match'
import { dayOf, sendAlerts } from './send'

export type AlertEnv = {
  DB: D1Database
  SESSION_SECRET: string
  MAIL_QUEUE?: Queue<MailMessage>
  ALERT_QUEUE?: Queue<AlertMessage>
}

type Waiter = (work: Promise<unknown>) => void

/**
 * The alert queue's consumer. A change is matched, then every search it matched that has had no mail today gets
 * one (the claim in sendAlerts); the rest wait for the digest. A digest slice mails its searches for its day.
 * A message whose work throws is retried by the queue; matching twice is harmless (one match row per search and
 * unit, one mail per search and day).
 */
export async function consumeAlerts(batch: MessageBatch<AlertMessage>, env: AlertEnv, waitUntil: Waiter) {
  const db = primaryDb(env)
  const nowMs = Date.now()
  const matched = new Set<number>()
  for (const message of batch.messages) {
    try {
      const body = message.body
      if (body?.type === 'change')
        for (const id of await matchChange(db, body.change, Math.floor(nowMs / 1000))) matched.add(id)
      else if (body?.type === 'digest') await mail(env, body.ids, body.day, waitUntil)
      message.ack()
    } catch (error) {
      log('error', 'alert_message_failed', { ...errorFields(error) })
      message.retry()
    }
  }
  // The batch's matched searches go back on the queue in slices, each mailed by its own run (sendAlerts claims a
  // search once a day, so a search matched by many changes still gets one mail): a burst never piles every mail
  // of a busy city into one consumer run.
  if (matched.size) await fanOut(env, [...matched], dayOf(nowMs))
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
    enqueueMail({ queue: env.MAIL_QUEUE, waitUntil }, outbox)
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
