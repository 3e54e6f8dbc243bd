import type { Lang } from '@kernel/lang'
import { primaryDb } from '../lib/db'
import { enqueueMail, type MailQueues, queueEmail, queuedMails } from '../lib/outbox'

/**
 * Each reminder's window: from `days` before the trial's end (UTC days) until the next reminder's, so a daily run
 * missed is made up the next day, and a late run never sends both.
 */
const REMINDERS = [
  { days: 7, until: 1 },
  { days: 1, until: 0 },
] as const

type DueRow = { id: number; trial_ends_at: string; company_name: string | null; email: string; lang: Lang }

/**
 * The daily run's trial reminders (issue 42): 7 days and 1 day before a trial ends, one mail to each panel user of
 * the company, in the user's language. Once each: the batch writes a trial_reminders row per company, end and
 * reminder, and queues the mails only where this run wrote it (its `run` id), so a second run the same day, or two
 * at once, sends nothing more. A trial the superadmin extends has a new end, and is reminded again before it.
 */
export async function remindTrials(
  env: { DB: D1Database } & MailQueues,
  day: string,
  waitUntil: (work: Promise<unknown>) => void,
): Promise<{ reminded: number }> {
  const db = primaryDb(env)
  const run = crypto.randomUUID()
  const statements = []
  for (const { days, until } of REMINDERS) {
    const { results } = await db
      .prepare(
        `SELECT c.id, c.trial_ends_at, c.company_name, u.email, u.lang
         FROM clients c JOIN users u ON u.client_id = c.id AND u.role = 'CLIENT'
         WHERE c.plan = 'trial' AND c.trial_ends_at IS NOT NULL
           AND date(c.trial_ends_at, ?1) <= ?3 AND ?3 < date(c.trial_ends_at, ?2)
           AND NOT EXISTS (SELECT 1 FROM trial_reminders t
             WHERE t.client_id = c.id AND t.ends_at = c.trial_ends_at AND t.days = ?4)
         ORDER BY c.id, u.id LIMIT 500`,
      )
      .bind(`-${days} days`, `-${until} days`, day, days)
      .all<DueRow>()
    const companies = new Map<number, DueRow>()
    for (const row of results) if (!companies.has(row.id)) companies.set(row.id, row)
    for (const company of companies.values())
      statements.push(
        db
          .prepare('INSERT OR IGNORE INTO trial_reminders (client_id, ends_at, days, run) VALUES (?, ?, ?, ?)')
          .bind(company.id, company.trial_ends_at, days, run),
      )
    for (const row of results)
      statements.push(
        queueEmail(db, {
          kind: 'trial_reminder',
          to: row.email,
          lang: row.lang,
          data: { days, endsAt: row.trial_ends_at, companyName: row.company_name ?? '' },
          ref: {
            table: 'clients',
            where: `r.id = ? AND EXISTS (SELECT 1 FROM trial_reminders t
              WHERE t.client_id = r.id AND t.ends_at = ? AND t.days = ? AND t.run = ?)`,
            params: [row.id, row.trial_ends_at, days, run],
          },
        }),
      )
  }
  if (!statements.length) return { reminded: 0 }
  const mails = queuedMails(await db.batch(statements))
  enqueueMail(env, waitUntil, mails)
  return { reminded: mails.length }
}
