/** Queues an e-mail: the outbox row IS the send (a mailer outside the repo drains it). */
export function queueEmail(db: D1Database, mail: { kind: string; to: string; subject: string; body: string; refTable?: string; refId?: number }) {
  return db
    .prepare('INSERT INTO outbox (kind, to_email, subject, body, ref_table, ref_id) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(mail.kind, mail.to, mail.subject, mail.body, mail.refTable ?? null, mail.refId ?? null)
}

export const SALES_EMAIL = 'sprzedaz@skrytka.pl'
export const PLATFORM_EMAIL = 'zespol@skrytka.pl'
