import { brand, mailbox } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import { isLocal } from '@server/environment.server'
import { errorFields, log } from '@server/log.server'
import type { MailKind } from '../contract/admin-list-values'
import { type Db, primaryDb } from '../lib/db'
import { type MailMessage, SECRET_MASK, openSecret } from '../lib/outbox'
import { type Mailer, emailServiceMailer, errorCode, failureKind, localMailbox } from './mailer'
import { mailOrigin } from './origin'
import { BUDGET_DEFERRED, BULK_SPENT_SQL, budgetDayStart, bulkDailyLimit, kindsOf } from './lanes'
import { templateOf } from './registry'
import { renderWith } from './render'
import { storedText } from './stored-text'
import type { MailTemplate } from './template'

/** What the consumer reads from the Worker's env (validated at start by worker/env.server.ts). */
export type MailEnv = {
  DB: D1Database
  SESSION_SECRET: string
  ENVIRONMENT?: string
  FAULTS?: string
  EMAIL?: SendEmail
  SITE_ORIGIN?: string
  MAIL_FROM?: string
  MAIL_RETRY_BASE_S?: string
  MAIL_BULK_DAILY_LIMIT?: string
}

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
/** Stored errors are for the console: short, never a message body; the provider's code first when it gave one. */
const errorText = (error: unknown) => {
  const code = errorCode(error)
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return (code ? `${code} (${text})` : text).slice(0, 500)
}

/** The configured transport: the local mailbox for ENVIRONMENT=local, else (unset too) the Email Service binding. */
export function mailerFor(env: MailEnv, db: Db): Mailer {
  if (isLocal(env)) return localMailbox(db, { faults: (env.FAULTS ?? '').split(',').includes('mail') })
  if (!env.EMAIL) throw new Error('EMAIL (send_email binding) is missing')
  return emailServiceMailer(env.EMAIL)
}

/** Seconds before the next try: MAIL_RETRY_BASE_S (30 in Cloudflare, 1 locally), doubling, at most 15 minutes. */
export function retryDelay(env: MailEnv, attempt: number): number {
  const base = Number(env.MAIL_RETRY_BASE_S) || 30
  return Math.min(base * 2 ** Math.max(0, attempt - 1), 900)
}

type Row = {
  id: number
  status: 'sending' | 'queued'
  kind: MailKind
  to_email: string
  lang: Lang
  reply_to: string | null
  data: string | null
  subject: string
  body: string
  sealed_secret: string | null
}

/**
 * `retry`: a transient failure, for the queue's retry with a growing delay; `deferred`: the provider's daily quota is
 * used up, or (a bulk row) the bulk lane's daily budget, so the row waits as `queued` and the sweeper offers it again
 * every ~10 minutes until the quota is back, or the next day (no retry is spent on it and it never dead-letters);
 * `failed`: nothing will ever send it (a permanent refusal).
 */
export type Outcome = 'sent' | 'skipped' | 'retry' | 'deferred' | 'failed'

/**
 * Whether the claim holds a row back (?1 its id): a bulk kind (?2) once the bulk lane has spent its day's budget
 * (?4) since the day's start (?3). A transactional row never counts it (the CASE stops before the count).
 */
const HELD = `(SELECT CASE WHEN kind IN (SELECT value FROM json_each(?2)) THEN ${BULK_SPENT_SQL('?2', '?3')} >= ?4 ELSE 0 END
  FROM outbox WHERE id = ?1)`

/**
 * Sends one outbox row at most once. The claim is ONE conditional UPDATE (queued → sending): a second delivery of
 * the same message, or a sweeper's re-enqueue while a send is in flight, finds nothing to claim and is acked. A bulk
 * row past the bulk lane's daily budget (issue 41, ADR 0094) is not claimed: the same UPDATE leaves it `queued`,
 * says why in `last_error` and touches it, so the sweeper offers it again once the budget has room (tomorrow). The
 * count and the claim are one statement, so parallel consumers cannot overspend the budget.
 * A failed send puts the row back to queued with its error, for the queue's retry; a mail that cannot be rendered,
 * or that the provider refuses for good (failureKind), never will be sent, so it fails at once.
 */
export async function deliverOne(env: MailEnv, db: Db, mailer: Mailer, id: number): Promise<Outcome> {
  const row = await db
    .prepare(
      `UPDATE outbox SET
         status = CASE WHEN ${HELD} THEN 'queued' ELSE 'sending' END,
         attempts = attempts + CASE WHEN ${HELD} THEN 0 ELSE 1 END,
         last_error = CASE WHEN ${HELD} THEN '${BUDGET_DEFERRED}' ELSE last_error END,
         updated_at = ${NOW}
       WHERE id = ?1 AND status = 'queued'
       RETURNING id, status, kind, to_email, lang, reply_to, data, subject, body, sealed_secret`,
    )
    .bind(id, JSON.stringify(kindsOf('bulk')), budgetDayStart(), bulkDailyLimit(env))
    .first<Row>()
  if (!row) return 'skipped'
  if (row.status === 'queued') {
    log('info', 'mail_bulk_deferred', { outboxId: row.id, kind: row.kind })
    return 'deferred'
  }
  const origin = mailOrigin(env)
  const ctx = { lang: row.lang === 'en' ? ('en' as const) : ('pl' as const), origin, brand, to: row.to_email }
  let rendered: ReturnType<typeof renderWith>
  let maskedText: string
  try {
    // Rows from before templates (migration 0012) have no data: their stored words are sent as they are.
    const template = row.data === null ? (storedText as MailTemplate<unknown>) : templateOf(row.kind)
    const data = row.data === null ? { subject: row.subject, body: row.body } : JSON.parse(row.data)
    const secret = row.sealed_secret ? await openSecret(env.SESSION_SECRET, row.sealed_secret) : null
    rendered = renderWith(template, data, { ...ctx, secret })
    maskedText = secret ? renderWith(template, data, { ...ctx, secret: SECRET_MASK }).text : rendered.text
  } catch (error) {
    await settle(db, row.id, 'failed', { error: errorText(error) })
    log('error', 'mail_render_failed', { outboxId: row.id, kind: row.kind, ...errorFields(error) })
    return 'failed'
  }
  const headers: Record<string, string> = {
    'Message-ID': `<${row.id}.${crypto.randomUUID()}@${new URL(origin).hostname}>`,
  }
  if (rendered.unsubscribeUrl) {
    headers['List-Unsubscribe'] = `<${rendered.unsubscribeUrl}>`
    headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click'
  }
  try {
    const { messageId } = await mailer.send({
      from: { email: env.MAIL_FROM || mailbox('powiadomienia'), name: brand.name },
      to: [row.to_email],
      ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      headers,
      attachments: rendered.attachments,
    })
    await settle(db, row.id, 'sent', { messageId, body: maskedText })
    log('info', 'mail_sent', { outboxId: row.id, kind: row.kind })
    return 'sent'
  } catch (error) {
    const kind = failureKind(error)
    const fields = { outboxId: row.id, kind: row.kind, code: errorCode(error), ...errorFields(error) }
    if (kind === 'permanent') {
      await settle(db, row.id, 'failed', { error: errorText(error), body: maskedText })
      log('error', 'mail_send_refused', fields)
      return 'failed'
    }
    await settle(db, row.id, 'queued', { error: errorText(error), body: maskedText })
    log('warn', kind === 'quota' ? 'mail_send_deferred' : 'mail_send_failed', fields)
    return kind === 'quota' ? 'deferred' : 'retry'
  }
}

/** The row's next state, only from `sending` (a row the console already reset is not overwritten). */
function settle(
  db: Db,
  id: number,
  status: 'sent' | 'queued' | 'failed',
  p: { messageId?: string; body?: string; error?: string },
) {
  return db
    .prepare(
      `UPDATE outbox SET status = ?1, updated_at = ${NOW},
         sent_at = CASE WHEN ?1 = 'sent' THEN ${NOW} ELSE sent_at END,
         provider_message_id = COALESCE(?2, provider_message_id), body = COALESCE(?3, body),
         last_error = CASE WHEN ?1 = 'sent' THEN NULL ELSE COALESCE(?4, last_error) END,
         -- An erasure's receipt keeps its address only until delivery has run its course (ADR 0090).
         to_email = CASE WHEN ?1 != 'queued' AND kind = 'account_erased' THEN '' ELSE to_email END
       WHERE id = ?5 AND status = 'sending'`,
    )
    .bind(status, p.messageId ?? null, p.body ?? null, p.error ?? null, id)
    .run()
}

/** The queue consumer: each message is one outbox id; failures retry with growing delays, then dead-letter. */
export async function deliverBatch(batch: MessageBatch<MailMessage>, env: MailEnv): Promise<void> {
  const db = primaryDb(env)
  const mailer = mailerFor(env, db)
  await Promise.all(
    batch.messages.map(async (message) => {
      const id = Number(message.body?.id)
      if (!Number.isSafeInteger(id)) return message.ack()
      try {
        const outcome = await deliverOne(env, db, mailer, id)
        if (outcome === 'retry') message.retry({ delaySeconds: retryDelay(env, message.attempts) })
        else message.ack()
      } catch (error) {
        // D1 itself failed: the row may still be queued, so let the queue try again.
        log('error', 'mail_delivery_error', { outboxId: id, ...errorFields(error) })
        message.retry({ delaySeconds: retryDelay(env, message.attempts) })
      }
    }),
  )
}

/** The dead-letter queue's consumer: a message that used up its retries marks its row failed (the error is kept). */
export async function failDeadLetters(batch: MessageBatch<MailMessage>, env: MailEnv): Promise<void> {
  const ids = batch.messages.map((m) => Number(m.body?.id)).filter(Number.isSafeInteger)
  if (ids.length) {
    const result = await primaryDb(env)
      .prepare(
        `UPDATE outbox SET status = 'failed', updated_at = ${NOW}, last_error = COALESCE(last_error, 'no attempt succeeded')
         WHERE id IN (SELECT value FROM json_each(?)) AND status = 'queued'`,
      )
      .bind(JSON.stringify(ids))
      .run()
    log('warn', 'mail_dead_lettered', { ids: ids.length, failed: result.meta.changes })
  }
  batch.ackAll()
}
