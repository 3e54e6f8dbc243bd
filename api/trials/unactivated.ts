import { NO_PASSWORD } from '../auth/password'
import { primaryDb } from '../lib/db'

/**
 * How long a trial account nobody activated is kept: its set-password link lives 48 hours; a reset link (which also
 * activates) can be asked for a few days more. After that the account only holds a stranger-typed company and address.
 */
export const UNACTIVATED_TRIAL_KEEP_DAYS = 7

/**
 * Deletes the trial companies (and their one CLIENT user) that nobody ever entered: the trial never started, no user
 * of the company has a password or ever proved the address (a sign-in link), and it has no facility. A trial request
 * opens such an account for whoever typed it (ADR 0095); kept, it would hold a person's address and a company's name
 * for ever. The request row for sales stays. The company is deleted only if it still matches when its users are gone.
 */
export async function removeUnactivatedTrials(
  env: { DB: D1Database },
  nowMs = Date.now(),
): Promise<{ companies: number }> {
  const db = primaryDb(env)
  const before = new Date(nowMs - UNACTIVATED_TRIAL_KEEP_DAYS * 86_400_000).toISOString()
  const unentered = `c.plan = 'trial' AND c.trial_ends_at IS NULL AND c.created_at < ?1
    AND NOT EXISTS (SELECT 1 FROM facilities f WHERE f.client_id = c.id)
    AND NOT EXISTS (SELECT 1 FROM users u WHERE u.client_id = c.id
      AND (u.password_hash != ?2 OR u.email_verified_at IS NOT NULL OR u.role != 'CLIENT'))`
  const users = await db
    .prepare(`DELETE FROM users WHERE client_id IN (SELECT c.id FROM clients c WHERE ${unentered}) RETURNING client_id`)
    .bind(before, NO_PASSWORD)
    .all<{ client_id: number }>()
  const ids = [...new Set(users.results.map((row) => row.client_id))]
  if (ids.length === 0) return { companies: 0 }
  const companies = await db
    .prepare(`DELETE FROM clients AS c WHERE c.id IN (SELECT value FROM json_each(?3)) AND ${unentered}`)
    .bind(before, NO_PASSWORD, JSON.stringify(ids))
    .run()
  return { companies: companies.meta.changes ?? 0 }
}
