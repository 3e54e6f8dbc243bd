import { primaryDb } from '../lib/db'
import { enqueueMail, type MailMessage, queueEmail, queuedIds } from '../lib/outbox'
import { SEARCH_COLUMNS, type SearchRow } from './rows'
import { alertLinkToken } from './tokens'

/** The renewal mail goes this long before a saved search's 90 days end. */
const REMIND_BEFORE_S = 7 * 86_400
const PER_RUN = 500

/**
 * Data minimisation (issue 27, privacy policy): the daily run deletes searches past their 90 days and unconfirmed
 * ones past their link, and mails one renewal link to each search that ends within a week.
 */
export async function expireSearches(
  env: { DB: D1Database; SESSION_SECRET: string; MAIL_QUEUE?: Queue<MailMessage> },
  waitUntil: (work: Promise<unknown>) => void,
  nowMs = Date.now(),
): Promise<{ deleted: number; reminded: number }> {
  const db = primaryDb(env)
  const now = Math.floor(nowMs / 1000)
  const deleted = await db
    .prepare("DELETE FROM saved_searches WHERE expires_at <= ?1 OR (status = 'pending' AND confirm_expires_at <= ?1)")
    .bind(now)
    .run()
  const due = await db
    .prepare(
      `UPDATE saved_searches SET renew_sent_at = ?1 WHERE id IN (
         SELECT id FROM saved_searches WHERE status != 'pending' AND renew_sent_at IS NULL AND expires_at <= ?1 + ${REMIND_BEFORE_S}
         ORDER BY expires_at LIMIT ${PER_RUN}) RETURNING ${SEARCH_COLUMNS}`,
    )
    .bind(now)
    .all<SearchRow>()
  const statements = await Promise.all(
    due.results.map(async (s) =>
      queueEmail(db, {
        kind: 'alert_renew',
        to: s.email,
        lang: s.lang,
        data: {
          searchId: s.id,
          token: await alertLinkToken(env.SESSION_SECRET, s.id, s.email),
          search: {
            place: s.place,
            radiusKm: s.radius_km,
            minSize: s.size_min,
            maxSize: s.size_max,
            priceMax: s.price_max,
          },
          expiresOn: new Date(s.expires_at * 1000).toISOString().slice(0, 10),
        },
        refTable: 'saved_searches',
        refId: s.id,
      }),
    ),
  )
  if (statements.length) enqueueMail({ queue: env.MAIL_QUEUE, waitUntil }, queuedIds(await db.batch(statements)))
  return { deleted: deleted.meta.changes ?? 0, reminded: statements.length }
}
