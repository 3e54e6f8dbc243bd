import { base64 } from '@kernel/base64'
import type { Db } from '../lib/db'
import type { MailAttachment } from './template'

/** The sender: the address the binding allows (`allowed_sender_addresses`) and the name mail clients show. */
export type Sender = { email: string; name: string }

/** A rendered message ready for a transport. `headers` holds the extra headers (List-Unsubscribe, Message-ID). */
export type OutgoingMail = {
  from: Sender
  to: string[]
  replyTo?: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  /** Text files (the .ics): `content` is the text itself; a transport encodes it as it needs. */
  attachments?: MailAttachment[]
}

/** The transport seam: one call, the provider's id back, an error thrown on any failure (see `failureKind`). */
export type Mailer = { send(mail: OutgoingMail): Promise<{ messageId: string }> }

/** `Name <address>`, for a transport that keeps the sender as one header line (the local mailbox). */
export const senderLine = (from: Sender) => `${from.name} <${from.email}>`

/**
 * How a failed send is handled, by the error `code` the Email Service binding throws (its Workers API reference,
 * "Error codes"): `permanent` fails the row at once (another try gets the same answer: a malformed message, a
 * refused or suppressed recipient, a sender or domain not set up), `quota` waits for the daily quota to come back,
 * and everything else — a rate limit, a delivery or internal error, an error without a code — is `transient` and
 * retried with growing delays.
 */
export type FailureKind = 'permanent' | 'quota' | 'transient'
const PERMANENT_CODES = new Set([
  'E_VALIDATION_ERROR',
  'E_FIELD_MISSING',
  'E_TOO_MANY_RECIPIENTS',
  'E_SENDER_NOT_VERIFIED',
  'E_RECIPIENT_NOT_ALLOWED',
  'E_RECIPIENT_SUPPRESSED',
  'E_SENDER_DOMAIN_NOT_AVAILABLE',
  'E_CONTENT_TOO_LARGE',
  'E_HEADER_NOT_ALLOWED',
  'E_HEADER_USE_API_FIELD',
  'E_HEADER_VALUE_INVALID',
  'E_HEADER_VALUE_TOO_LONG',
  'E_HEADER_NAME_INVALID',
  'E_HEADERS_TOO_LARGE',
  'E_HEADERS_TOO_MANY',
])

export const errorCode = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code ? code : null
}

export function failureKind(error: unknown): FailureKind {
  const code = errorCode(error)
  if (code === 'E_DAILY_LIMIT_EXCEEDED') return 'quota'
  return code && PERMANENT_CODES.has(code) ? 'permanent' : 'transient'
}

/**
 * Headers the Cloudflare Email Service sets itself and rejects when given (E_HEADER_NOT_ALLOWED): our Message-ID
 * travels as X-Entity-Ref-ID there instead (ADR 0034).
 */
const PLATFORM_HEADERS = new Set(['message-id', 'date', 'mime-version', 'content-type'])

/** Base64 of the text's UTF-8 bytes: the binding reads a string attachment's `content` as base64. */
const base64Utf8 = (text: string) => base64(new TextEncoder().encode(text))

/**
 * Staging and production: the `send_email` binding of the Cloudflare Email Service, in its structured form
 * (`EmailMessageBuilder`): the sender as `{ email, name }` (a "Name <address>" string is not an address), and each
 * attachment's content base64 (a string `content` is read as base64, not as text).
 */
export function emailServiceMailer(binding: SendEmail): Mailer {
  return {
    async send(mail) {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(mail.headers)) {
        if (name.toLowerCase() === 'message-id') headers['X-Entity-Ref-ID'] = value
        else if (!PLATFORM_HEADERS.has(name.toLowerCase())) headers[name] = value
      }
      const result = await binding.send({
        from: { email: mail.from.email, name: mail.from.name },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers,
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                disposition: 'attachment' as const,
                filename: file.filename,
                type: file.type,
                content: base64Utf8(file.content),
              })),
            }
          : {}),
      })
      return { messageId: result.messageId }
    },
  }
}

/** Thrown by the local mailbox's fault switch (FAULTS=mail, tests only), with the provider's code when one was set. */
export class InjectedMailFault extends Error {
  override name = 'InjectedMailFault'
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message)
  }
}

/**
 * ENVIRONMENT=local: messages land in the `dev_mailbox` table, read at /__dev/mail. With `faults` on (FAULTS=mail,
 * refused outside local by worker/env.server.ts) a row in `dev_mail_faults` makes the next sends to its address
 * fail — with the Email Service's error code when the row has one — so tests can watch retries, permanent refusals,
 * the daily limit and the dead-letter queue on the real queue.
 */
export function localMailbox(db: Db, { faults }: { faults: boolean }): Mailer {
  return {
    async send(mail) {
      if (faults) {
        // One statement: count the failure down (or keep -1, "always") and learn whether this send fails.
        const fault = await db
          .prepare(
            `UPDATE dev_mail_faults SET remaining = CASE WHEN remaining > 0 THEN remaining - 1 ELSE remaining END
             WHERE to_email IN (SELECT value FROM json_each(?)) AND remaining != 0 RETURNING remaining, code`,
          )
          .bind(JSON.stringify(mail.to))
          .first<{ remaining: number; code: string | null }>()
        if (fault)
          throw new InjectedMailFault(`injected mail fault for ${mail.to.length} recipient(s)`, fault.code ?? undefined)
      }
      const messageId = mail.headers['Message-ID'] ?? `<local-${crypto.randomUUID()}@localhost>`
      await db
        .prepare(
          `INSERT INTO dev_mailbox
             (message_id, to_json, from_email, reply_to, subject, text, html, headers_json, attachments_json)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          messageId,
          JSON.stringify(mail.to),
          senderLine(mail.from),
          mail.replyTo ?? null,
          mail.subject,
          mail.text,
          mail.html,
          JSON.stringify(mail.headers),
          JSON.stringify(mail.attachments ?? []),
        )
        .run()
      return { messageId }
    },
  }
}
