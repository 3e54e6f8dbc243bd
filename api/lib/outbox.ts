/**
 * Header values (subject, recipient) are one line: a CR/LF in text that reached a subject (a facility or person's
 * name) would start a new header (`Bcc:`) in the mailer. Forms already reject control characters; this holds for
 * rows stored before that, and for any caller.
 */
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim()

/** Queues an e-mail: the outbox row IS the send (a mailer outside the repo drains it). */
export function queueEmail(db: D1Database, mail: { kind: string; to: string; subject: string; body: string; refTable?: string; refId?: number }) {
  return db
    .prepare('INSERT INTO outbox (kind, to_email, subject, body, ref_table, ref_id) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(mail.kind, oneLine(mail.to), oneLine(mail.subject), mail.body, mail.refTable ?? null, mail.refId ?? null)
}

export const SALES_EMAIL = 'sprzedaz@skrytka.pl'
export const PLATFORM_EMAIL = 'zespol@skrytka.pl'
