/**
 * The `Registries` port (issue 42, ADR 0096): one question per public register, each answered by an adapter that
 * speaks the register's own protocol (./vat.ts, ./krs.ts, ./ceidg.ts, ./regon.ts). What comes back is the register's
 * answer in our words, never a verdict: judging it is ./verify.ts's job, so every adapter can be tested against the
 * fake register on its own and the rules once.
 */

/** The registers asked, as `company_checks.register` names them ('checksum' is ours, not a register). */
export const REGISTERS = ['vat', 'krs', 'ceidg', 'regon'] as const
export type Register = (typeof REGISTERS)[number]

/** An address as the registers split it; the white list gives one line only (`line`). */
export type RegisterAddress = {
  street: string | null
  building: string | null
  apartment: string | null
  postalCode: string | null
  city: string | null
  /** The white list's `workingAddress` / `residenceAddress` as written ("PROSTA 12, 00-838 WARSZAWA"). */
  line?: string
}

/**
 * Where the entity stands, in the register's terms:
 * - `active`: a VAT payer ("Czynny"), an entry in KRS, a business active in CEIDG, a REGON entry not ended;
 * - `exempt`: on the white list as VAT-exempt ("Zwolniony"): a legal way to trade, shown as exempt, never a failure;
 * - `ended`: removed from the white list ("Niezarejestrowany" with a removal), deleted from KRS, closed (WYKRESLONY)
 *   in CEIDG, or a REGON entry with an end date: the company cannot be verified;
 * - `suspended`: CEIDG's ZAWIESZONY: it exists, but does not trade now.
 */
export type EntityStatus = 'active' | 'exempt' | 'ended' | 'suspended'

export type RegisterEntity = {
  found: true
  /** The register's own id for this answer (the white list's `requestId`), or what stands for one. */
  requestId: string | null
  status: EntityStatus
  /** The register's word for the status, as it said it ("Czynny", "AKTYWNY", "Zwolniony"). */
  statusText: string
  name: string
  address: RegisterAddress | null
  /** Numbers the register gives beside the one asked about, which lead to the next register (the KRS number). */
  krs: string | null
  regon: string | null
  /** The white list's `accountNumbers`, counted: the DSA's "payment account" is on record (the numbers are not kept). */
  accounts?: number
}

export type RegisterNotFound = { found: false; requestId: string | null }

/**
 * The register did not answer: a timeout, a 429, a 5xx, an answer we cannot read or an adapter with no key. Never
 * read as a pass (the company waits for review).
 */
export type RegisterUnavailable = {
  unavailable: true
  reason: 'timeout' | 'rate_limited' | 'error' | 'unconfigured'
  httpStatus: number | null
}

export type RegisterAnswer = RegisterEntity | RegisterNotFound | RegisterUnavailable

export const isUnavailable = (answer: RegisterAnswer): answer is RegisterUnavailable => 'unavailable' in answer

export type Registries = {
  /** The VAT white list on `date` (YYYY-MM-DD, Polish time): `GET /api/search/nip/{nip}?date=`. */
  vat(nip: string, date: string): Promise<RegisterAnswer>
  /** KRS, the current extract: `GET /api/krs/OdpisAktualny/{krs}?rejestr=P&format=json`. */
  krs(krs: string): Promise<RegisterAnswer>
  /** CEIDG, for sole traders and civil partnerships: `GET /api/ceidg/v2/firmy?nip=`. */
  ceidg(nip: string): Promise<RegisterAnswer>
  /** GUS REGON through BIR1: `Zaloguj`, `DaneSzukajPodmioty` by NIP, `Wyloguj`. */
  regon(nip: string): Promise<RegisterAnswer>
}
