import type { CheckRegister, CompanyVerification, EvidenceRow, FacilityVerification } from '../contract/verification'
import type { Db } from '../lib/db'

type StateRow = {
  nip: string | null
  verification_status: CompanyVerification['status']
  verified_at: string | null
  verification_flagged_at: string | null
  verification_decision: string | null
}
type CheckRow = {
  register: CheckRegister
  outcome: EvidenceRow['outcome']
  request_id: string | null
  checked_at: string
  compared: string
}

const REGISTER_ORDER: CheckRegister[] = ['checksum', 'vat', 'krs', 'ceidg', 'regon']
const byRegister = (a: { register: CheckRegister }, b: { register: CheckRegister }) =>
  REGISTER_ORDER.indexOf(a.register) - REGISTER_ORDER.indexOf(b.register)

const parseObject = (text: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** The white list's "Zwolniony": exempt from VAT, which the badge and the panel say as such. */
export const VAT_EXEMPT = 'Zwolniony'

/** A company's verification as the panel and the console show it: the status and the last check's evidence. */
export async function companyVerification(db: Db, clientId: number): Promise<CompanyVerification | null> {
  const [state, checks] = await db.batch([
    db
      .prepare(
        'SELECT nip, verification_status, verified_at, verification_flagged_at, verification_decision FROM clients WHERE id = ?',
      )
      .bind(clientId),
    // The last check: every row written with the company's newest checked_at.
    db
      .prepare(
        `SELECT register, outcome, request_id, checked_at, compared FROM company_checks
         WHERE client_id = ?1 AND checked_at = (SELECT MAX(checked_at) FROM company_checks WHERE client_id = ?1)`,
      )
      .bind(clientId),
  ])
  const row = (state?.results as StateRow[] | undefined)?.[0]
  if (!row) return null
  const evidence = ((checks?.results ?? []) as CheckRow[])
    .map((check) => ({
      register: check.register,
      outcome: check.outcome,
      requestId: check.request_id,
      checkedAt: check.checked_at,
      compared: parseObject(check.compared),
    }))
    .sort(byRegister)
  const decision = row.verification_decision ? parseObject(row.verification_decision) : null
  return {
    status: row.verification_status,
    nip: row.nip,
    verifiedAt: row.verified_at,
    checkedAt: evidence[0]?.checkedAt ?? null,
    vatExempt: evidence.some((check) => check.register === 'vat' && check.compared.status === VAT_EXEMPT),
    flaggedAt: row.verification_flagged_at,
    decision: decision
      ? {
          status: decision.status === 'refused' ? 'refused' : 'verified',
          reason: String(decision.reason ?? ''),
          at: String(decision.at ?? ''),
        }
      : null,
    evidence,
  }
}

/**
 * The badge's column on every public facility read (FACILITY_COLUMNS): JSON only when the company is verified AND
 * the check dated `verified_at` has a register that passed; otherwise NULL, and no badge.
 */
export const FACILITY_VERIFICATION_SQL = `(SELECT json_object('checkedAt', c.verified_at,
    'registers', (SELECT json_group_array(k.register) FROM company_checks k
      WHERE k.client_id = c.id AND k.checked_at = c.verified_at AND k.outcome = 'pass' AND k.register != 'checksum'),
    'vatExempt', EXISTS (SELECT 1 FROM company_checks k WHERE k.client_id = c.id AND k.checked_at = c.verified_at
      AND k.register = 'vat' AND json_extract(k.compared, '$.status') = '${VAT_EXEMPT}'))
  FROM clients c WHERE c.id = f.client_id AND c.verification_status = 'verified' AND c.verified_at IS NOT NULL
    AND EXISTS (SELECT 1 FROM company_checks k WHERE k.client_id = c.id AND k.checked_at = c.verified_at
      AND k.outcome = 'pass' AND k.register != 'checksum'))`

export function toFacilityVerification(json: string | null | undefined): FacilityVerification | null {
  if (!json) return null
  const value = parseObject(json) as { checkedAt?: string; registers?: CheckRegister[]; vatExempt?: number | boolean }
  if (!value.checkedAt || !Array.isArray(value.registers) || value.registers.length === 0) return null
  const registers = REGISTER_ORDER.filter(
    (register): register is FacilityVerification['registers'][number] =>
      register !== 'checksum' && value.registers!.includes(register),
  )
  return { checkedAt: value.checkedAt, registers, vatExempt: Boolean(value.vatExempt) }
}
