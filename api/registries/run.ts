import { businessToday } from '@kernel/calendar-date'
import { log } from '@server/log.server'
import { type Db, primaryDb } from '../lib/db'
import { registriesFrom, type RegistryEnv } from './config'
import type { Registries } from './port'
import { COMPANY_ROW_COLUMNS, type CompanyRow, factsOf, type Recorded, recordVerdict } from './record'
import { verifyCompany } from './verify'

/** One company's check, now: asked by its operator from the panel, by the superadmin, or by the nightly run. */
export async function checkCompany(db: Db, registries: Registries, clientId: number, now = Date.now()) {
  const row = await db
    .prepare(`SELECT ${COMPANY_ROW_COLUMNS} FROM clients WHERE id = ? AND nip IS NOT NULL`)
    .bind(clientId)
    .first<CompanyRow>()
  if (!row) return null
  const verdict = await verifyCompany(factsOf(row), registries, businessToday(now))
  const recorded = await recordVerdict(db, row, verdict, new Date(now).toISOString())
  if (recorded.flagged) log('warn', 'verification_lost', { clientId, status: recorded.status })
  return recorded
}

/**
 * The nightly re-check (issue 42): verified companies, and unverified ones with a NIP, the longest unchecked first.
 * Companies waiting for the superadmin (needs review, refused) are left to the superadmin. At most NIGHTLY_LIMIT a
 * night, a few at a time: each check is five requests to the registers, and a Worker's invocation has a budget of
 * subrequests; the rest wait for the next night (the oldest first, so everyone's turn comes).
 */
export const NIGHTLY_LIMIT = 100
const AT_ONCE = 4

export async function recheckCompanies(
  env: RegistryEnv & { DB: D1Database },
  registries: Registries = registriesFrom(env),
  now = Date.now(),
): Promise<{ checked: number; flagged: number; changed: number }> {
  const db = primaryDb(env)
  const due = await db
    .prepare(
      `SELECT id FROM clients WHERE nip IS NOT NULL AND verification_status IN ('verified', 'unverified')
       ORDER BY verified_at IS NOT NULL, verified_at, id LIMIT ${NIGHTLY_LIMIT}`,
    )
    .all<{ id: number }>()
  const results: Recorded[] = []
  const queue = due.results.map((row) => row.id)
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const recorded = await checkCompany(db, registries, id, now)
        if (recorded) results.push(recorded)
      }
    }),
  )
  const summary = {
    checked: results.length,
    flagged: results.filter((r) => r.flagged).length,
    changed: results.filter((r) => r.status !== r.previous).length,
  }
  log('info', 'verification_recheck', summary)
  return summary
}
