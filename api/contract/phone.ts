import { isValidPhoneNumber } from 'libphonenumber-js/min'
import * as v from 'valibot'

/**
 * A phone number a person can be called back on (issue 29): checked by libphonenumber's length rules per country
 * (the "min" metadata: no digit patterns, a third of the size), Polish when written without a country code, any
 * country with one. Stored as typed, trimmed: the operator sees what the renter wrote.
 */
export const phone = () =>
  v.pipe(
    v.string('required'),
    v.trim(),
    v.minLength(1, 'required'),
    v.maxLength(40, 'tooLong'),
    v.check((value) => isValidPhoneNumber(value, 'PL'), 'invalidPhone'),
  )
