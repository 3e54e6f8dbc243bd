import { comparableCode } from '../contract/clean-text'
import { ApiFailure } from '../lib/errors'
import type { Db } from '../lib/db'

export const codeTaken = () =>
  new ApiFailure(409, 'CONFLICT', 'Unit code taken', [{ path: 'code', message: 'codeTaken' }])

/**
 * A new unit's code against the facility's codes as the Unicode policy compares them (ADR 0091). The unique index
 * (facility, code without case) still decides between two saves at once; this read catches a code stored before
 * the policy that differs from the new one only by characters it now refuses (`Z\u115f30` and `Z30`).
 */
export async function refuseLookAlikeCode(db: Db, facilityId: number, code: string): Promise<void> {
  const key = comparableCode(code)
  const { results } = await db
    .prepare('SELECT code FROM units WHERE facility_id = ?')
    .bind(facilityId)
    .all<{ code: string }>()
  if (results.some((row) => comparableCode(row.code) === key)) throw codeTaken()
}
