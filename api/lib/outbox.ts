import type { Context } from 'hono'
import { base64, fromBase64 } from '@kernel/base64'
import { brand, mailbox } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import type { MailKind } from '../contract/admin-list-values'
import { type MailData, templateOf } from '../mail/registry'
import type { ApiEnv } from '../types'
import type { Db } from './db'
import { type Enqueuer, requestWaitUntil, sendInBackground } from './queue-send'

/**
 * Header values (subject, recipient) are one line: a CR/LF in text that reached a subject (a facility or person's
 * name) would start a new header (`Bcc:`) in the mailer. Forms already reject control characters; this holds for
 * rows stored before that, and for any caller.
 */
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()

/** A mail to queue: its kind picks the template (api/mail/registry.ts), `data` is what that template reads. */
export type Mail = { [K in MailKind]: { kind: K; data: MailData<K> } }[MailKind] & {
  to: string
  lang: Lang
  /** Where a reply goes (the operator's notification: the renter). */
  replyTo?: string
  /** sealSecret() output: opened only by the sender, so neither the console nor a dump shows it. */
  sealedSecret?: string
} & (
    | { refTable?: string; refId?: number; ref?: never }
    /** The row is written by the same batch, before this statement: its id is read in SQL (BatchRow). */
    | { ref: BatchRow; refTable?: never; refId?: never }
  )

const NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

/** Tables whose rows a mail may be about and whose ids are AUTOINCREMENT (insertedRow relies on it). */
type RefTable = 'inquiries' | 'demo_requests' | 'trial_requests' | 'reservations' | 'newsletter_subscriptions'

/**
 * The row a mail is about when the same `db.batch` writes it, before the mail's statement: no id exists in code
 * yet, so the outbox row takes it in SQL. `where` picks that one row of `table` (aliased `r`); the outbox gets its
 * id as `ref_id` and in every top-level `data` field whose value is NEW_ROW (the panel link's `inquiryId`). When
 * `where` picks nothing, nothing is queued.
 */
export type BatchRow = { table: RefTable; where: string; params: readonly (string | number)[] }

/** Stands in `data` for the id of the mail's BatchRow, which the statement fills in (json_set). */
export const NEW_ROW = -1

/**
 * The row an INSERT earlier in this batch added to `table`. Every such table is AUTOINCREMENT, so the new row has
 * the largest id; a batch is one transaction, and no other write runs between its statements.
 */
export const insertedRow = (table: RefTable): BatchRow => ({
  table,
  where: `r.id = (SELECT MAX(id) FROM ${table})`,
  params: [],
})

/**
 * Queues an e-mail: a statement for the SAME `db.batch([...])` as the business write, so a form that succeeds has
 * queued its mail and one that fails has queued none. It returns `outbox_id`; after the batch, hand the results to
 * `deliverQueued`, which puts those ids on the mail queue. A mail about a row the batch itself inserts names it with
 * `ref` (insertedRow) instead of an id; numbered `?N` parameters in `ref.where` are not allowed (plain `?` only:
 * they follow the statement's own eight).
 */
export function queueEmail(db: Db, mail: Mail) {
  const subject = templateOf(mail.kind).subject(mail.data, { lang: mail.lang, brand })
  const values = [
    mail.kind,
    oneLine(mail.to),
    oneLine(subject),
    mail.lang,
    mail.replyTo ? oneLine(mail.replyTo) : null,
    JSON.stringify(mail.data),
  ]
  const columns = 'kind, to_email, subject, body, lang, reply_to, data, ref_table, ref_id, sealed_secret, updated_at'
  if (mail.ref) {
    const ids = Object.entries(mail.data as Record<string, unknown>).filter(([, value]) => value === NEW_ROW)
    const data = ids.length ? `json_set(?6, ${ids.map(([key]) => `'$.${key}', r.id`).join(', ')})` : '?6'
    return db
      .prepare(
        `INSERT INTO outbox (${columns})
         SELECT ?1, ?2, ?3, '', ?4, ?5, ${data}, ?7, r.id, ?8, ${NOW}
         FROM ${mail.ref.table} r WHERE ${mail.ref.where}
         RETURNING id AS outbox_id`,
      )
      .bind(...values, mail.ref.table, mail.sealedSecret ?? null, ...mail.ref.params)
  }
  return db
    .prepare(
      `INSERT INTO outbox (${columns})
       VALUES (?, ?, ?, '', ?, ?, ?, ?, ?, ?, ${NOW}) RETURNING id AS outbox_id`,
    )
    .bind(...values, mail.refTable ?? null, mail.refId ?? null, mail.sealedSecret ?? null)
}

/** The outbox ids a batch (or single `.run()`) with queueEmail statements created. */
export function queuedIds(results: readonly D1Result[]): number[] {
  return results.flatMap((result) =>
    (result.results as { outbox_id?: unknown }[]).flatMap((row) =>
      typeof row?.outbox_id === 'number' ? [row.outbox_id] : [],
    ),
  )
}

/** What travels on the queue: the row's id only; the row holds the rest. */
export type MailMessage = { id: number }

/** Puts outbox ids on the mail queue in the background. A lost enqueue is covered by the sweeper (api/mail/sweep.ts). */
export function enqueueMail(enqueuer: Enqueuer<MailMessage>, ids: readonly number[]): void {
  sendInBackground(
    enqueuer,
    ids.map((id) => ({ id })),
    { what: 'mail', countField: 'ids' },
  )
}

/**
 * After the batch that queued mail: enqueue its rows without the response waiting for it. Pass the batch's (or a
 * single `.run()`'s) results as they are; rows other than outbox rows are ignored.
 */
export function deliverQueued(c: Context<ApiEnv>, results: readonly D1Result[]): void {
  enqueueMail({ queue: c.env.MAIL_QUEUE, waitUntil: requestWaitUntil(c) }, queuedIds(results))
}

/** Stands in the stored body for a secret only the mailer may read (it opens `sealed_secret` and puts it back). */
export const SECRET_MASK = '••••••••'

const keyFor = async (serverSecret: string) =>
  crypto.subtle.importKey(
    'raw',
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`outbox-seal:${serverSecret}`)),
    'AES-GCM',
    false,
    ['encrypt', 'decrypt'],
  )

/** AES-GCM under a key derived from the server secret: `<iv b64>.<ciphertext b64>`. */
export async function sealSecret(serverSecret: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await keyFor(serverSecret), new TextEncoder().encode(plain)),
  )
  return `${base64(iv)}.${base64(sealed)}`
}

/** The mailer's side of sealSecret (here for it and for tests). */
export async function openSecret(serverSecret: string, sealed: string): Promise<string> {
  const [iv, data] = sealed.split('.').map(fromBase64)
  return new TextDecoder().decode(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv! }, await keyFor(serverSecret), data!),
  )
}

// Team mailboxes on the brand's mail domain, so a rebrand moves them with the public address.
export const SALES_EMAIL = mailbox('sprzedaz')
export const PLATFORM_EMAIL = mailbox('zespol')
