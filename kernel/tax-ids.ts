/**
 * Polish company numbers and their check digits (issue 42). Pure, so the trial form's schema, the API's register
 * check and the seed agree on what a well-formed number is. A number that fails its check digit is a typing error
 * or an invention: no register is asked about it.
 */

/** The digits of a number as people type it: `PL 527-000-00-18` → `5270000018`. */
export const digitsOf = (text: string): string => text.replace(/^\s*PL/i, '').replace(/[\s-]/g, '')

const weighted = (digits: string, weights: readonly number[]) =>
  weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0)

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const
/** NIP: ten digits; the weighted sum of the first nine mod 11 is the tenth (a sum giving 10 is never issued). */
export function isValidNip(text: string): boolean {
  const nip = digitsOf(text)
  if (!/^\d{10}$/.test(nip)) return false
  const check = weighted(nip, NIP_WEIGHTS) % 11
  return check !== 10 && check === Number(nip[9])
}

const REGON9_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7] as const
const REGON14_WEIGHTS = [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] as const
/**
 * REGON: nine digits (the entity), or fourteen (a local unit: the entity's nine, four more, a check digit). The
 * weighted sum mod 11 is the last digit, 10 counting as 0; a fourteen-digit number's first nine must pass too.
 */
export function isValidRegon(text: string): boolean {
  const regon = digitsOf(text)
  const passes = (digits: string, weights: readonly number[]) =>
    (weighted(digits, weights) % 11) % 10 === Number(digits[weights.length])
  if (/^\d{9}$/.test(regon)) return passes(regon, REGON9_WEIGHTS)
  if (/^\d{14}$/.test(regon)) return passes(regon, REGON9_WEIGHTS) && passes(regon, REGON14_WEIGHTS)
  return false
}

/** KRS: ten digits, zero-padded; it has no check digit. */
export const isKrsNumber = (text: string): boolean => /^\d{10}$/.test(digitsOf(text))
