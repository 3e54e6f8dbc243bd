import type { Context } from 'hono'
import { base64, fromBase64 } from '@kernel/base64'
import { brand, mailbox } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import type { MailKind } from '../contract/admin-list-values'
import { type MailData, templateOf } from '../mail/registry'
import type { ApiEnv } from '../types'
import type { Db } from './db'
import { LANES, LANE_QUEUE, laneOf } from '../mail/lanes'
import { requestWaitUntil, sendInBackground } from './queue-send'
import { log } from '@server/log.server'
import { emailKey } from '../reservations/email-key'

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
type RefTable =
  | 'inquiries'
  | 'demo_requests'
  | 'trial_requests'
  | 'reservations'
  | 'newsletter_subscriptions'
  | 'clients'

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
 * Kinds a form sends to the address typed into it (issue 41, ADR 0092): anyone can type anyone's address, so these
 * reach an address that has confirmed nothing with us at most RECIPIENT_CAP times, all forms together, counted by
 * the normalised address (emailKey). Mails a person needs to finish their own request (a sign-in link, a password
 * reset, a hold confirmation) are not here: they keep their own limits where they are built.
 */
const RECIPIENT_CAPPED_KINDS: ReadonlySet<MailKind> = new Set<MailKind>([
  'inquiry_copy',
  'trial_confirmation',
  // Issue 42: the owner's "someone asked for a trial with your details" and the demo's confirmation.
  'trial_existing',
  'demo_confirmation',
  'newsletter_confirm',
  'alert_confirm',
])
const RECIPIENT_CAP = { perHour: 3, perDay: 10 } as const
/**
 * An address that has confirmed something with us is a customer, who may well send several forms in an hour: its cap
 * is higher, but it has one, since a stranger can type a customer's address as easily as anyone's.
 */
const CONFIRMED_CAP = { perHour: 10, perDay: 30 } as const
/** last_error of a copy the cap skipped: the row stays for the console (as failed) and is never sent. */
export const CAPPED_ERROR = 'capped: recipient limit reached, not sent'

const since = (modifier: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '${modifier}')`
const countSince = (modifier: string) =>
  `(SELECT COUNT(*) FROM outbox WHERE to_key = ?10 AND status != 'failed' AND created_at > ${since(modifier)})`
/**
 * Whether a capped mail may go: its normalised address is under both limits, the higher ones when it has confirmed
 * something with us (an account's verified address, a confirmed newsletter sign-up, a confirmed alert). Copies the
 * cap skipped are `failed` and do not count. ?10 is the normalised address, ?11 the address as typed (lower case).
 */
const CONFIRMED = `(EXISTS (SELECT 1 FROM users WHERE email = ?11 AND email_verified_at IS NOT NULL)
  OR EXISTS (SELECT 1 FROM newsletter_subscriptions WHERE email = ?11 AND status = 'confirmed')
  OR EXISTS (SELECT 1 FROM saved_searches WHERE email = ?11 AND status != 'pending'))`
const CAP_OK = `(${countSince('-1 hour')} < CASE WHEN ${CONFIRMED} THEN ${CONFIRMED_CAP.perHour} ELSE ${RECIPIENT_CAP.perHour} END
  AND ${countSince('-1 day')} < CASE WHEN ${CONFIRMED} THEN ${CONFIRMED_CAP.perDay} ELSE ${RECIPIENT_CAP.perDay} END)`

/**
 * Queues an e-mail: a statement for the SAME `db.batch([...])` as the business write, so a form that succeeds has
 * queued its mail and one that fails has queued none. It returns `outbox_id`; after the batch, hand the results to
 * `deliverQueued`, which puts those ids on the mail queue. A mail about a row the batch itself inserts names it with
 * `ref` (insertedRow) instead of an id; numbered `?N` parameters in `ref.where` are not allowed (plain `?` only:
 * they follow the statement's own).
 *
 * A kind in RECIPIENT_CAPPED_KINDS is judged in the same statement (no race between parallel forms): over the cap,
 * its row is written `failed` with CAPPED_ERROR, returns no `outbox_id` but `capped_kind`, and deliverQueued logs it.
 */
export function queueEmail(db: Db, mail: Mail) {
  const subject = templateOf(mail.kind).subject(mail.data, { lang: mail.lang, brand })
  const capped = RECIPIENT_CAPPED_KINDS.has(mail.kind)
  const to = oneLine(mail.to)
  const values = [
    mail.kind,
    to,
    oneLine(subject),
    mail.lang,
    mail.replyTo ? oneLine(mail.replyTo) : null,
    JSON.stringify(mail.data),
    mail.ref ? mail.ref.table : (mail.refTable ?? null),
    mail.ref ? null : (mail.refId ?? null),
    mail.sealedSecret ?? null,
    capped ? emailKey(to) : null,
    ...(capped ? [to.toLowerCase()] : []),
  ]
  const columns =
    'kind, to_email, subject, body, lang, reply_to, data, ref_table, ref_id, sealed_secret, to_key, status, last_error, updated_at'
  const status = capped ? `CASE WHEN cap.ok THEN 'queued' ELSE 'failed' END` : `'queued'`
  const lastError = capped ? `CASE WHEN cap.ok THEN NULL ELSE '${CAPPED_ERROR}' END` : 'NULL'
  const withCap = capped ? `WITH cap(ok) AS (SELECT ${CAP_OK}) ` : ''
  const returning = `RETURNING CASE WHEN status = 'queued' THEN id END AS outbox_id, kind AS outbox_kind,
    CASE WHEN last_error = '${CAPPED_ERROR}' THEN kind END AS capped_kind`
  if (mail.ref) {
    const ids = Object.entries(mail.data as Record<string, unknown>).filter(([, value]) => value === NEW_ROW)
    const data = ids.length ? `json_set(?6, ${ids.map(([key]) => `'$.${key}', r.id`).join(', ')})` : '?6'
    return db
      .prepare(
        `${withCap}INSERT INTO outbox (${columns})
         SELECT ?1, ?2, ?3, '', ?4, ?5, ${data}, ?7, r.id, ?9, ?10, ${status}, ${lastError}, ${NOW}
         FROM ${capped ? 'cap, ' : ''}${mail.ref.table} r WHERE ${mail.ref.where}
         ${returning}`,
      )
      .bind(...values, ...mail.ref.params)
  }
  return db
    .prepare(
      `${withCap}INSERT INTO outbox (${columns})
       SELECT ?1, ?2, ?3, '', ?4, ?5, ?6, ?7, ?8, ?9, ?10, ${status}, ${lastError}, ${NOW}${capped ? ' FROM cap' : ''}
       ${returning}`,
    )
    .bind(...values)
}

/** An outbox row to put on its lane's queue: its id, and its kind, which picks the lane (api/mail/lanes.ts). */
export type QueuedMail = { id: number; kind: MailKind }

/**
 * The mails a batch (or single `.run()`) with queueEmail statements queued. Any statement that returns
 * `outbox_id` and `outbox_kind` counts (the console's resend does).
 */
export function queuedMails(results: readonly D1Result[]): QueuedMail[] {
  return results.flatMap((result) =>
    (result.results as { outbox_id?: unknown; outbox_kind?: unknown }[]).flatMap((row) =>
      typeof row?.outbox_id === 'number' && typeof row.outbox_kind === 'string'
        ? [{ id: row.outbox_id, kind: row.outbox_kind as MailKind }]
        : [],
    ),
  )
}

/** The kinds of the copies a batch's recipient cap skipped (queueEmail's `capped_kind`). */
function cappedKinds(results: readonly D1Result[]): string[] {
  return results.flatMap((result) =>
    (result.results as { capped_kind?: unknown }[]).flatMap((row) =>
      typeof row?.capped_kind === 'string' ? [row.capped_kind] : [],
    ),
  )
}

/** What travels on the queue: the row's id only; the row holds the rest. */
export type MailMessage = { id: number }

/** The two lanes' queue bindings (either may be missing on an API host: the sweeper's host sends those rows). */
export type MailQueues = { MAIL_QUEUE?: Queue<MailMessage>; MAIL_BULK_QUEUE?: Queue<MailMessage> }

/**
 * Puts outbox rows on their lane's queue in the background (issue 41, ADR 0094): transactional mail on MAIL_QUEUE,
 * bulk mail on MAIL_BULK_QUEUE, so neither waits behind the other. A lost enqueue is covered by the sweeper
 * (api/mail/sweep.ts).
 */
export function enqueueMail(
  queues: MailQueues,
  waitUntil: (work: Promise<unknown>) => void,
  mails: readonly QueuedMail[],
): void {
  for (const lane of LANES)
    sendInBackground(
      { queue: queues[LANE_QUEUE[lane]], waitUntil },
      mails.filter((mail) => laneOf(mail.kind) === lane).map(({ id }) => ({ id })),
      { what: lane === 'bulk' ? 'mail_bulk' : 'mail', countField: 'ids' },
    )
}

/**
 * After the batch that queued mail: enqueue its rows without the response waiting for it. Pass the batch's (or a
 * single `.run()`'s) results as they are; rows other than outbox rows are ignored.
 */
export function deliverQueued(c: Context<ApiEnv>, results: readonly D1Result[]): void {
  for (const kind of cappedKinds(results)) log('warn', 'mail_capped', { kind })
  enqueueMail(c.env, requestWaitUntil(c), queuedMails(results))
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
