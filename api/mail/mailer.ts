import type { Db } from '../lib/db'
import type { MailAttachment } from './template'

/** A rendered message ready for a transport. `headers` holds the extra headers (List-Unsubscribe, Message-ID). */
export type OutgoingMail = {
  from: string
  to: string[]
  replyTo?: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
  attachments?: MailAttachment[]
}

/** The transport seam: one call, the provider's id back, an error thrown on any failure (the consumer retries). */
export type Mailer = { send(mail: OutgoingMail): Promise<{ messageId: string }> }

/**
 * Headers the Cloudflare Email Service sets itself and rejects when given (E_HEADER_NOT_ALLOWED): our Message-ID
 * travels as X-Entity-Ref-ID there instead (ADR 0034).
 */
const PLATFORM_HEADERS = new Set(['message-id', 'date', 'mime-version', 'content-type'])

/** Staging and production: the `send_email` binding of the Cloudflare Email Service. */
export function emailServiceMailer(binding: SendEmail): Mailer {
  return {
    async send(mail) {
      const headers: Record<string, string> = {}
      for (const [name, value] of Object.entries(mail.headers)) {
        if (name.toLowerCase() === 'message-id') headers['X-Entity-Ref-ID'] = value
        else if (!PLATFORM_HEADERS.has(name.toLowerCase())) headers[name] = value
      }
      const result = await binding.send({
        from: mail.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers,
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((file) => ({ disposition: 'attachment' as const, ...file })) }
          : {}),
      })
      return { messageId: result.messageId }
    },
  }
}

/** Thrown by the local mailbox's fault switch (FAULTS=mail, tests only). */
export class InjectedMailFault extends Error {
  override name = 'InjectedMailFault'
}

/**
 * ENVIRONMENT=local: messages land in the `dev_mailbox` table, read at /__dev/mail. With `faults` on (FAULTS=mail,
 * refused outside local by worker/env.server.ts) a row in `dev_mail_faults` makes the next sends to its address
 * fail, so tests can watch retries and the dead-letter queue on the real queue.
 */
export function localMailbox(db: Db, { faults }: { faults: boolean }): Mailer {
  return {
    async send(mail) {
      if (faults) {
        // One statement: count the failure down (or keep -1, "always") and learn whether this send fails.
        const fault = await db
          .prepare(
            `UPDATE dev_mail_faults SET remaining = CASE WHEN remaining > 0 THEN remaining - 1 ELSE remaining END
             WHERE to_email IN (SELECT value FROM json_each(?)) AND remaining != 0 RETURNING remaining`,
          )
          .bind(JSON.stringify(mail.to))
          .first<{ remaining: number }>()
        if (fault) throw new InjectedMailFault(`injected mail fault for ${mail.to.length} recipient(s)`)
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
          mail.from,
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
