import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { DemoRequestSchema, InquirySchema, TrialRequestSchema } from '@api/contract/forms'
import { LoginSchema } from '@api/contract/auth'
import { PasswordChangeSchema, PasswordResetConfirmSchema, PasswordResetSchema } from '@api/contract/password'
import { en } from '../../i18n/en'
import { registerMessages, translate } from '../../i18n/index'
import { pl } from '../../i18n/pl'
import {
  errorKey,
  errorText,
  INQUIRY_ERRORS,
  OPERATOR_ERRORS,
  PASSWORD_ERRORS,
  SIGNIN_ERRORS,
  type ErrorMap,
} from './messages'

registerMessages('pl', pl)
registerMessages('en', en)

/** Every message key a schema can produce for these inputs. */
function keysOf(schema: v.GenericSchema, inputs: unknown[]): string[] {
  return [
    ...new Set(inputs.flatMap((input) => (v.safeParse(schema, input).issues ?? []).map((issue) => issue.message))),
  ]
}

// What the forms post: every field present, as text (blank, too short, malformed, too long, control characters).
// Selects are left at their own options: an out-of-list slot or period gets valibot's union message ("invalid").
const blank = {
  name: '',
  email: '',
  phone: '',
  password: '',
  currentPassword: '',
  nip: '',
  street: '',
  buildingNumber: '',
  postalCode: '',
  city: '',
  country: '',
  contactTime: '',
  sizeM2: '',
  period: '',
  message: '',
}
const junk = [
  blank,
  {
    ...blank,
    name: 'ab',
    email: 'x@y',
    phone: '12',
    password: '123',
    nip: 'PL 123',
    street: 'a',
    buildingNumber: ' ',
    postalCode: '12',
    city: 'K',
    country: 'XX',
    sizeM2: '0',
  },
  { ...blank, name: 'a\u0000b', sizeM2: '1.5', message: 'a'.repeat(5000), phone: '1'.repeat(50) },
  // A Polish NIP whose check digit is wrong (issue 42).
  { ...blank, nip: '5270000019', country: 'PL' },
  // Over the password forms' 200-character ceiling (issue 40).
  { ...blank, password: 'p'.repeat(201) },
]

describe('form messages', () => {
  for (const [name, schema, map] of [
    ['demo', DemoRequestSchema, OPERATOR_ERRORS],
    ['trial', TrialRequestSchema, OPERATOR_ERRORS],
    ['inquiry', InquirySchema, INQUIRY_ERRORS],
    ['sign-in', LoginSchema, SIGNIN_ERRORS],
    ['password reset', PasswordResetSchema, PASSWORD_ERRORS],
    ['new password', v.pick(PasswordResetConfirmSchema, ['password']), PASSWORD_ERRORS],
    ['password change', PasswordChangeSchema, PASSWORD_ERRORS],
  ] as const) {
    it(`${name}: every key the schema produces has its own words (never the generic fallback)`, () => {
      const keys = keysOf(schema, junk)
      expect(keys.length).toBeGreaterThan(0)
      for (const key of keys)
        expect(Object.hasOwn(map, key) || (map as ErrorMap) === SIGNIN_ERRORS, `${name}: ${key}`).toBe(true)
    })
  }

  it("unknown keys read as the map's generic text, in the page language", () => {
    expect(errorKey(OPERATOR_ERRORS, 'somethingNew')).toBe('sales.errors.invalid')
    expect(errorText(OPERATOR_ERRORS, 'minName', (key) => translate('pl', key))).toBe('Podaj co najmniej 3 znaki.')
    expect(errorText(OPERATOR_ERRORS, 'minName', (key) => translate('en', key))).toBe('Enter at least 3 characters.')
    expect(errorText(INQUIRY_ERRORS, 'required', (key) => translate('pl', key))).toBe('To pole jest wymagane')
  })

  it('does not read inherited properties as keys', () => {
    expect(errorKey(INQUIRY_ERRORS, 'toString')).toBe('inquiryForm.errors.invalid')
  })

  it('sign-in: a password problem, anything else is the e-mail', () => {
    expect(errorText(SIGNIN_ERRORS, 'minPassword', (key) => translate('pl', key))).toBe(
      'Hasło musi mieć co najmniej 6 znaków',
    )
    expect(errorText(SIGNIN_ERRORS, 'invalidEmail', (key) => translate('en', key))).toBe('Enter a valid email address')
  })

  it("verbatim: the admin contract's own words", () => {
    expect(errorText('verbatim', 'Ulica jest wymagana', () => 'never')).toBe('Ulica jest wymagana')
  })
})
