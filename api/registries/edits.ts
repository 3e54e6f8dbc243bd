import type { Db } from '../lib/db'
import { ApiFailure } from '../lib/errors'
import { isUniqueViolation } from '../lib/sql'
import { judgedKey } from './compare'

/** A company's facts as the registers' check reads them, in the clients table's columns. */
export type JudgedFacts = {
  company_name: string | null
  street: string
  building_number: string
  postal_code: string
  city: string
}

export const JUDGED_FACT_COLUMNS = 'company_name, street, building_number, postal_code, city'

const keyOf = (facts: JudgedFacts) =>
  judgedKey(facts.company_name ?? '', {
    street: facts.street,
    building: facts.building_number,
    postalCode: facts.postal_code,
    city: facts.city,
  })

/** A change the registers would see: compared as their check compares (names folded, "ul." left out). */
export const judgedFactsChanged = (before: JudgedFacts, after: JudgedFacts) => keyOf(before) !== keyOf(after)

/**
 * "Zweryfikowany" names what the registers confirmed (issue 42): once a verified or in-review company's name or
 * address changes, nobody has confirmed the new one. It goes back to unverified in the same batch as the edit, and a
 * superadmin's "verified" decision (made reading the old data) no longer stands. A refusal stays: an edit cannot
 * wash it out. Callers retire the cached pages that carry the badge.
 */
export const resetVerification = (db: Db, clientId: number) =>
  db
    .prepare(
      `UPDATE clients SET verification_status = 'unverified',
         verification_decision = CASE WHEN json_extract(verification_decision, '$.status') = 'verified'
           THEN NULL ELSE verification_decision END
       WHERE id = ? AND verification_status IN ('verified', 'needs_review')`,
    )
    .bind(clientId)

/** Statuses a reset applies to. */
export const isJudged = (status: string) => status === 'verified' || status === 'needs_review'

/**
 * The NIP is what every check asked about: once a register has answered about it, another NIP is another company
 * for the superadmin to look at, not a typo (a reset by a name edit must not open it again).
 */
export async function nipAnswered(db: Db, clientId: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS x FROM company_checks WHERE client_id = ? AND register != 'checksum' AND outcome != 'unavailable' LIMIT 1`,
    )
    .bind(clientId)
    .first()
  return row !== null
}

/**
 * A write that makes a company hold its NIP (verified, or paying) while another already holds it fails on migration
 * 0054's index: a 409 the console names, not a 500.
 */
export async function nipHeldAs409<T>(write: Promise<T>): Promise<T> {
  try {
    return await write
  } catch (error) {
    if (isUniqueViolation(error) && String(error).includes('clients.nip'))
      throw new ApiFailure(409, 'NIP_HELD', 'Another company holds this NIP')
    throw error
  }
}
