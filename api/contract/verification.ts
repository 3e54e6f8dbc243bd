import * as v from 'valibot'
import { cleanLines } from './clean-text'

/**
 * Verification against public registers (issue 42, ADR 0096): the panel's page, the console's decision and the
 * badge's data. Register names are the `company_checks.register` values.
 */
export const VERIFICATION_STATUSES = ['unverified', 'verified', 'needs_review', 'refused'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]
export const CHECK_REGISTERS = ['checksum', 'vat', 'krs', 'ceidg', 'regon'] as const
export type CheckRegister = (typeof CHECK_REGISTERS)[number]
export type CheckOutcome = 'pass' | 'mismatch' | 'refused' | 'unavailable'

/** One register's answer in one check: what it said, its id for the answer, and the fields compared. */
export type EvidenceRow = {
  register: CheckRegister
  outcome: CheckOutcome
  requestId: string | null
  checkedAt: string
  /** The register's status word, and per field `{ ours, theirs, match }` (name, address); or why it did not answer. */
  compared: Record<string, unknown>
}

export type CompanyVerification = {
  status: VerificationStatus
  nip: string | null
  /** The last check that passed: the badge's "sprawdzono". */
  verifiedAt: string | null
  /** The last check, whatever it said. */
  checkedAt: string | null
  vatExempt: boolean
  /** Set when a verified company stopped passing, until the superadmin decides. */
  flaggedAt: string | null
  /** The superadmin's last decision, with its reason. */
  decision: { status: 'verified' | 'refused'; reason: string; at: string } | null
  /** The last check's rows, one per register. */
  evidence: EvidenceRow[]
}

/** The panel's "Sprawdź ponownie" sends nothing: the company is the signed-in operator's. */
export const VerificationCheckSchema = v.strictObject({})

/** The console's decision after reading the evidence: verified or refused, with a reason (required). */
export const VerificationDecisionSchema = v.object({
  status: v.picklist(['verified', 'refused'], 'required'),
  reason: v.pipe(
    v.string('required'),
    v.trim(),
    cleanLines(),
    v.minLength(3, 'reasonRequired'),
    v.maxLength(500, 'tooLong'),
  ),
})

/**
 * The badge's data on a facility (cards, the facility page): present only when the facility's company is verified
 * and the check behind it has passing registers (no badge without evidence).
 */
export type FacilityVerification = {
  checkedAt: string
  /** The registers that passed, in the order the badge names them. */
  registers: Exclude<CheckRegister, 'checksum'>[]
  /** On the white list as VAT-exempt: shown as exempt, never as a failure. */
  vatExempt: boolean
}
