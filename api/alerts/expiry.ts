import { log } from '@server/log.server'
import { primaryDb } from '../lib/db'
import { enqueueMail, type MailQueues, queueEmail, queuedMails } from '../lib/outbox'
import { SEARCH_COLUMNS, type SearchRow, describedSearch } from './rows'
import { dayOf } from './send'
import { alertLinkToken } from './tokens'

/** The renewal mail goes this long before a saved search's 90 days end. */
const REMIND_BEFORE_S = 7 * 86_400
const PER_RUN = 500
/**
 * Mailed matches are kept this many days (a later change of the same unit compares with them, and a support
 * question about yesterday's mail can be answered), then deleted; processed events likewise.
 */
const SENT_KEEP_DAYS = 3
/** An event still unprocessed after this many days of sweeps will not be: dropped, with an error in the log. */
const STUCK_EVENT_DAYS = 7

/**
 * Data minimisation (issue 27, privacy policy): the daily run deletes searches past their 90 days and unconfirmed
 * ones past their link, and mails one renewal link to each search that ends within a week. It keeps the alert
 * tables bounded too: matches mailed days ago and events long processed are deleted (unsent matches go with their
 * search).
 */
export async function expireSearches(
  env: { DB: D1Database; SESSION_SECRET: string } & MailQueues,
  waitUntil: (work: Promise<unknown>) => void,
  nowMs = Date.now(),
): Promise<{ deleted: number; reminded: number; sentMatches: number; events: number; stuckEvents: number }> {
  const db = primaryDb(env)
  const now = Math.floor(nowMs / 1000)
  const [deleted, sentMatches, events, stuckEvents] = await db.batch([
    db
      .prepare("DELETE FROM saved_searches WHERE expires_at <= ?1 OR (status = 'pending' AND confirm_expires_at <= ?1)")
      .bind(now),
    db.prepare('DELETE FROM alert_matches WHERE sent_day < ?').bind(dayOf(nowMs - SENT_KEEP_DAYS * 86_400_000)),
    db.prepare('DELETE FROM alert_events WHERE done_at < ?').bind(now - SENT_KEEP_DAYS * 86_400),
    db
      .prepare('DELETE FROM alert_events WHERE done_at IS NULL AND created_at < ?')
      .bind(now - STUCK_EVENT_DAYS * 86_400),
  ])
  const changed = (result: D1Result | undefined) => result?.meta.changes ?? 0
  if (changed(stuckEvents)) log('error', 'alert_events_abandoned', { events: changed(stuckEvents) })
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
          search: describedSearch(s),
          expiresOn: new Date(s.expires_at * 1000).toISOString().slice(0, 10),
        },
        refTable: 'saved_searches',
        refId: s.id,
      }),
    ),
  )
  if (statements.length) enqueueMail(env, waitUntil, queuedMails(await db.batch(statements)))
  return {
    deleted: changed(deleted),
    reminded: statements.length,
    sentMatches: changed(sentMatches),
    events: changed(events),
    stuckEvents: changed(stuckEvents),
  }
}
