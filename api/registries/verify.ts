import { digitsOf, isValidNip, isValidRegon } from '@kernel/tax-ids'
import { addressLine, sameAddress, sameName } from './compare'
import { type Register, type RegisterAnswer, type Registries, isUnavailable } from './port'

/** What we hold about a company and compare with the registers (the `clients` row). */
export type CompanyFacts = {
  nip: string
  regon: string | null
  krs: string | null
  name: string
  street: string
  building: string
  postalCode: string
  city: string
}

export type CheckOutcome = 'pass' | 'mismatch' | 'refused' | 'unavailable'
export type VerificationStatus = 'verified' | 'needs_review' | 'refused'

/** One `company_checks` row before it is written. */
export type Evidence = {
  register: Register | 'checksum'
  requestId: string | null
  outcome: CheckOutcome
  /** The fields compared and what each side said, plus the register's status: what the superadmin reads. */
  compared: Record<string, unknown>
}

export type Verdict = { status: VerificationStatus; vatExempt: boolean; evidence: Evidence[] }

/** Registers whose "ended" refuses the company (issue 42): off the VAT list, struck off KRS, closed in CEIDG. */
const REFUSING: ReadonlySet<Register> = new Set(['vat', 'krs', 'ceidg'])

function judge(register: Register, answer: RegisterAnswer, company: CompanyFacts): Evidence {
  if (isUnavailable(answer))
    return {
      register,
      requestId: null,
      outcome: 'unavailable',
      compared: { reason: answer.reason, httpStatus: answer.httpStatus },
    }
  if (!answer.found) return { register, requestId: answer.requestId, outcome: 'mismatch', compared: { found: false } }
  const name = { ours: company.name, theirs: answer.name, match: sameName(company.name, answer.name) }
  const ourAddress = {
    street: company.street,
    building: company.building,
    postalCode: company.postalCode,
    city: company.city,
  }
  const address = {
    ours: `${company.street} ${company.building}, ${company.postalCode} ${company.city}`,
    theirs: addressLine(answer.address),
    match: sameAddress(ourAddress, answer.address),
  }
  const compared = {
    status: answer.statusText,
    name,
    address,
    ...(answer.accounts === undefined ? {} : { accounts: answer.accounts }),
  }
  if (answer.status === 'ended')
    return { register, requestId: answer.requestId, outcome: REFUSING.has(register) ? 'refused' : 'mismatch', compared }
  const passes = answer.status !== 'suspended' && name.match && address.match
  return { register, requestId: answer.requestId, outcome: passes ? 'pass' : 'mismatch', compared }
}

/**
 * Verifies a company against the registers (issue 42, ADR 0096). The NIP's (and a REGON's) check digit first: a
 * number that fails asks no register. Then, together, the white list on `date` and REGON; KRS when the company or
 * the white list names a KRS number, otherwise CEIDG (a sole trader). Verified only when every register answered
 * and each found the company active (or VAT-exempt) under our name and address; refused when one says it ended;
 * anything else (a mismatch, a register that did not answer) waits for review.
 */
export async function verifyCompany(company: CompanyFacts, registries: Registries, date: string): Promise<Verdict> {
  const nip = digitsOf(company.nip)
  const regonOk = company.regon === null || isValidRegon(company.regon)
  const checksum: Evidence = {
    register: 'checksum',
    requestId: null,
    outcome: isValidNip(nip) && regonOk ? 'pass' : 'mismatch',
    compared: { nip: isValidNip(nip), ...(company.regon === null ? {} : { regon: regonOk }) },
  }
  if (checksum.outcome !== 'pass') return { status: 'needs_review', vatExempt: false, evidence: [checksum] }

  const vat = registries.vat(nip, date)
  const regon = registries.regon(nip)
  const trade = (async (): Promise<[Register, RegisterAnswer]> => {
    const krs = company.krs ?? (await vat.then((answer) => ('found' in answer && answer.found ? answer.krs : null)))
    return krs ? ['krs', await registries.krs(krs)] : ['ceidg', await registries.ceidg(nip)]
  })()
  const [vatAnswer, regonAnswer, [tradeRegister, tradeAnswer]] = await Promise.all([vat, regon, trade])
  const evidence = [
    checksum,
    judge('vat', vatAnswer, company),
    judge(tradeRegister, tradeAnswer, company),
    judge('regon', regonAnswer, company),
  ]
  const outcomes = evidence.map((row) => row.outcome)
  const status: VerificationStatus = outcomes.includes('refused')
    ? 'refused'
    : outcomes.every((outcome) => outcome === 'pass')
      ? 'verified'
      : 'needs_review'
  const vatExempt = 'found' in vatAnswer && vatAnswer.found && vatAnswer.status === 'exempt'
  return { status, vatExempt, evidence }
}
