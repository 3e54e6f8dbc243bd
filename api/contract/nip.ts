/**
 * A Polish NIP's check digit (issue 42): the first nine digits weighted 6 5 7 2 3 4 5 6 7, summed, mod 11, must equal
 * the tenth; a remainder of 10 is never issued. Schema-free, so the trial form, the API and the registers' checks
 * read the same rule.
 */
const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const

export function isPolishNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0)
  const check = sum % 11
  return check !== 10 && check === Number(digits[9])
}

/**
 * A tax id as it is stored: a Polish one (country PL) as its ten digits, a foreign VAT id as typed but upper-case
 * and without spaces or punctuation ("de 123 456-789" → "DE123456789"), so the same id always reads the same.
 */
export function storedTaxId(country: string, typed: string): string {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, '')
  return country === 'PL' ? compact.replace(/\D/g, '') : compact
}
