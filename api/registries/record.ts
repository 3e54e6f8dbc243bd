import type { Db } from '../lib/db'
import type { CompanyFacts, Verdict, VerificationStatus } from './verify'

/** The columns of a company a check reads. */
export type CompanyRow = {
  id: number
  nip: string
  regon: string | null
  krs: string | null
  company_name: string | null
  street: string
  building_number: string
  postal_code: string
  city: string
  verification_status: 'unverified' | VerificationStatus
  verification_decision: string | null
}

export const COMPANY_ROW_COLUMNS =
  'id, nip, regon, krs, company_name, street, building_number, postal_code, city, verification_status, verification_decision'

export const factsOf = (row: CompanyRow): CompanyFacts => ({
  nip: row.nip,
  regon: row.regon,
  krs: row.krs,
  name: row.company_name ?? '',
  street: row.street,
  building: row.building_number,
  postalCode: row.postal_code,
  city: row.city,
})

export type Recorded = {
  status: CompanyRow['verification_status']
  previous: CompanyRow['verification_status']
  flagged: boolean
  /** The company changed while the registers answered: the evidence was kept, the status was not touched. */
  stale?: true
}

/**
 * What a verdict does to the company. The superadmin's decision was made reading evidence: a "verified" stands
 * against a mismatch or a register that did not answer, but not against a register saying the company ended; a
 * "refused" stands whatever the registers say (the reason may lie outside them) until the superadmin changes it.
 */
export function nextStatus(
  row: Pick<CompanyRow, 'verification_decision'>,
  verdict: Pick<Verdict, 'status'>,
): VerificationStatus {
  const decided = row.verification_decision ? (JSON.parse(row.verification_decision) as { status?: string }) : null
  if (decided?.status === 'refused') return 'refused'
  if (decided?.status === 'verified' && verdict.status === 'needs_review') return 'verified'
  return verdict.status
}

/**
 * Another company already holds this NIP (verified or paying, migration 0054): a second company that passes the same
 * check waits for the superadmin, who knows which of the two is the real one.
 */
const HELD_ELSEWHERE = `EXISTS (SELECT 1 FROM clients o WHERE o.nip = clients.nip AND o.id != clients.id
  AND (o.plan = 'active' OR o.verification_status = 'verified'))`

/**
 * Writes one check: an evidence row per register, all with the same `checked_at` (one check, read together), and
 * the company's status in the same batch. `verified_at` moves only with a passing check: it is the badge's
 * "sprawdzono".
 */
export async function recordVerdict(db: Db, row: CompanyRow, verdict: Verdict, checkedAt: string): Promise<Recorded> {
  const status = nextStatus(row, verdict)
  const flagged = row.verification_status === 'verified' && status !== 'verified'
  // The badge's date moves only with a check that passed and a company that is verified after it.
  const passed = verdict.status === 'verified' && status === 'verified'
  const results = await db.batch([
    ...verdict.evidence.map((evidence) =>
      db
        .prepare(
          'INSERT INTO company_checks (client_id, register, request_id, outcome, compared, checked_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .bind(
          row.id,
          evidence.register,
          evidence.requestId,
          evidence.outcome,
          JSON.stringify(evidence.compared),
          checkedAt,
        ),
    ),
    // Only onto the company as it was read: the registers take seconds, and meanwhile its name, address or NIP may
    // have been edited (the verdict is about the old facts) or the superadmin may have decided. Then the evidence
    // stays as a record of what the registers said, and the status is left to whoever changed it.
    db
      .prepare(
        `UPDATE clients SET verification_status = CASE WHEN ?2 = 'verified' AND ${HELD_ELSEWHERE} THEN 'needs_review' ELSE ?2 END,
           verified_at = CASE WHEN ?3 AND NOT ${HELD_ELSEWHERE} THEN ?4 ELSE verified_at END,
           verification_flagged_at = CASE WHEN ?5 THEN ?4 WHEN ?2 = 'verified' AND NOT ${HELD_ELSEWHERE} THEN NULL
             ELSE verification_flagged_at END
         WHERE id = ?1 AND nip IS ?6 AND company_name IS ?7 AND street IS ?8 AND building_number IS ?9
           AND postal_code IS ?10 AND city IS ?11 AND verification_status = ?12 AND verification_decision IS ?13
         RETURNING verification_status`,
      )
      .bind(
        row.id,
        status,
        passed ? 1 : 0,
        checkedAt,
        flagged ? 1 : 0,
        row.nip,
        row.company_name,
        row.street,
        row.building_number,
        row.postal_code,
        row.city,
        row.verification_status,
        row.verification_decision,
      ),
  ])
  if (results.at(-1)!.meta.changes === 0) {
    const now = await db
      .prepare('SELECT verification_status FROM clients WHERE id = ?')
      .bind(row.id)
      .first<{ verification_status: CompanyRow['verification_status'] }>()
    const current = now?.verification_status ?? row.verification_status
    return { status: current, previous: current, flagged: false, stale: true }
  }
  const [written] = results.at(-1)!.results as { verification_status: VerificationStatus }[]
  return { status: written?.verification_status ?? status, previous: row.verification_status, flagged }
}
