import type { MessageKey } from '~/i18n'

/**
 * The contract schemas (api/contract/*) speak in message keys; each map says which dictionary text a key reads as
 * in one family of forms. `invalid` is what anything unexpected reads as. This file is the one place where a
 * schema's message key meets its words.
 */
export type ErrorMap = { readonly invalid: MessageKey } & { readonly [schemaKey: string]: MessageKey }

/** Demo and trial panels (api/contract/forms.ts, DemoRequestSchema and TrialRequestSchema). */
export const OPERATOR_ERRORS = {
  required: 'sales.errors.required',
  minName: 'sales.errors.minName',
  invalidEmail: 'sales.errors.invalidEmail',
  invalidPhone: 'sales.errors.invalidPhone',
  minNip: 'sales.errors.minNip',
  invalidNip: 'sales.errors.invalidNip',
  minStreet: 'sales.errors.minStreet',
  minPostal: 'sales.errors.minPostal',
  minCity: 'sales.errors.minCity',
  invalidSlot: 'sales.errors.invalidSlot',
  tooLong: 'sales.errors.tooLong',
  invalidCharacters: 'sales.errors.invalidCharacters',
  urlInName: 'sales.errors.urlInName',
  invalid: 'sales.errors.invalid',
} as const satisfies ErrorMap

/** Facility inquiry (InquirySchema). */
export const INQUIRY_ERRORS = {
  required: 'inquiryForm.errors.required',
  invalidEmail: 'inquiryForm.errors.invalidEmail',
  minArea: 'inquiryForm.errors.minArea',
  invalidNumber: 'inquiryForm.errors.invalidNumber',
  invalidPeriod: 'inquiryForm.errors.invalidPeriod',
  tooLong: 'inquiryForm.errors.tooLong',
  invalidPhone: 'inquiryForm.errors.invalidPhone',
  invalidCharacters: 'inquiryForm.errors.invalidCharacters',
  urlInName: 'inquiryForm.errors.urlInName',
  invalid: 'inquiryForm.errors.invalid',
} as const satisfies ErrorMap

/** Reservation (ReservationSchema, api/contract/reservations.ts). */
export const RESERVATION_ERRORS = {
  required: 'reservation.form.errors.required',
  invalidEmail: 'reservation.form.errors.invalidEmail',
  minPhone: 'reservation.form.errors.minPhone',
  tooLong: 'reservation.form.errors.tooLong',
  invalidCharacters: 'reservation.form.errors.invalidCharacters',
  urlInName: 'reservation.form.errors.urlInName',
  invalidDate: 'reservation.form.errors.invalidDate',
  datePast: 'reservation.form.errors.datePast',
  dateBeyondWindow: 'reservation.form.errors.dateBeyondWindow',
  acceptTerms: 'reservation.form.errors.acceptTerms',
  emailMixedScript: 'reservation.form.errors.emailMixedScript',
  challengeFailed: 'reservation.form.errors.challengeFailed',
  invalid: 'reservation.form.errors.invalid',
} as const satisfies ErrorMap

/** Sign-in (LoginSchema): a password problem, or else the e-mail. */
export const SIGNIN_ERRORS = {
  minPassword: 'auth.errors.minPassword',
  challengeFailed: 'auth.challengeFailed',
  invalid: 'auth.errors.invalidEmail',
} as const satisfies ErrorMap

/** Password reset and change (api/contract/password.ts, issue 40). */
export const PASSWORD_ERRORS = {
  invalidEmail: 'auth.errors.invalidEmail',
  minPassword: 'auth.errors.minPassword',
  maxPassword: 'auth.errors.maxPassword',
  currentRequired: 'auth.errors.currentRequired',
  wrongPassword: 'auth.errors.wrongPassword',
  invalid: 'auth.errors.invalidEmail',
} as const satisfies ErrorMap

/** The review form (ReviewSchema, api/contract/reviews.ts, issue 43). */
export const REVIEW_ERRORS = {
  scoreRequired: 'reviewPages.form.errors.scoreRequired',
  invalidScore: 'reviewPages.form.errors.invalidScore',
  textTooShort: 'reviewPages.form.errors.textTooShort',
  textTooLong: 'reviewPages.form.errors.textTooLong',
  authorFormat: 'reviewPages.form.errors.authorFormat',
  invalidCharacters: 'reviewPages.form.errors.invalidCharacters',
  invalidLink: 'reviewPages.form.errors.invalidLink',
  invalid: 'reviewPages.form.errors.invalid',
} as const satisfies ErrorMap

/**
 * How a form's errors read: a key map, or `verbatim` when the schema's messages are already the words (the admin
 * contract carries the Polish texts spec §5 quotes, and the server sends the same ones back in `issues`).
 */
export type FormMessages = ErrorMap | 'verbatim'

export function errorKey(messages: ErrorMap, schemaKey: string): MessageKey {
  return Object.hasOwn(messages, schemaKey) ? messages[schemaKey]! : messages.invalid
}

/** The words for a schema message in the form's language. */
export function errorText(messages: FormMessages, schemaKey: string, t: (key: MessageKey) => string): string {
  return messages === 'verbatim' ? schemaKey : t(errorKey(messages, schemaKey))
}
