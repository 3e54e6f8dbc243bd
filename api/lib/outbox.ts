import { mailbox } from '@kernel/brand'
import type { Db } from './db'
/**
 * Header values (subject, recipient) are one line: a CR/LF in text that reached a subject (a facility or person's
 * name) would start a new header (`Bcc:`) in the mailer. Forms already reject control characters; this holds for
 * rows stored before that, and for any caller.
 */
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()

import type { MailKind } from '../contract/admin-lists'

type Mail = {
  kind: MailKind
  to: string
  subject: string
  body: string
  refTable?: string
  refId?: number
  sealedSecret?: string
}

/** Queues an e-mail: the outbox row IS the send (a mailer outside the repo drains it). */
export function queueEmail(db: Db, mail: Mail) {
  return db
    .prepare(
      'INSERT INTO outbox (kind, to_email, subject, body, ref_table, ref_id, sealed_secret) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      mail.kind,
      oneLine(mail.to),
      oneLine(mail.subject),
      mail.body,
      mail.refTable ?? null,
      mail.refId ?? null,
      mail.sealedSecret ?? null,
    )
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
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
  return `${b64(iv)}.${b64(sealed)}`
}

/** The mailer's side of sealSecret (here for it and for tests). */
export async function openSecret(serverSecret: string, sealed: string): Promise<string> {
  const [iv, data] = sealed.split('.').map((part) => Uint8Array.from(atob(part), (ch) => ch.charCodeAt(0)))
  return new TextDecoder().decode(
    await crypto.subtle.decrypt({ name: 'AES-GCM', iv: iv! }, await keyFor(serverSecret), data!),
  )
}

// Team mailboxes on the brand's mail domain, so a rebrand moves them with the public address.
export const SALES_EMAIL = mailbox('sprzedaz')
export const PLATFORM_EMAIL = mailbox('zespol')
