import { comparableCode, sameScriptCode } from '../contract/clean-text'
import { ApiFailure } from '../lib/errors'
import type { Db } from '../lib/db'

export const codeTaken = () =>
  new ApiFailure(409, 'CONFLICT', 'Unit code taken', [{ path: 'code', message: 'codeTaken' }])

/** A code that differs from a taken one only by letters of another script that look the same (issue 41). */
const codeLookAlike = () =>
  new ApiFailure(409, 'CONFLICT', 'Unit code looks like a taken one', [{ path: 'code', message: 'codeLookAlike' }])

/**
 * A new unit's code against the facility's codes as the Unicode policy compares them (ADR 0091). The unique index
 * (facility, code without case) still decides between two saves at once; this read catches a code stored before
 * the policy that differs from the new one only by characters it now refuses (`Z\u115f30` and `Z30`), and a code
 * in another script's look-alike letters (Cyrillic `А1` beside Latin `A1`), which the operator is told apart.
 */
export async function refuseLookAlikeCode(db: Db, facilityId: number, code: string): Promise<void> {
  const key = comparableCode(code)
  const { results } = await db
    .prepare('SELECT code FROM units WHERE facility_id = ?')
    .bind(facilityId)
    .all<{ code: string }>()
  const twin = results.find((row) => comparableCode(row.code) === key)
  if (!twin) return
  throw sameScriptCode(twin.code) === sameScriptCode(code) ? codeTaken() : codeLookAlike()
}
