import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ClientCreateSchema, FacilityCreateSchema, UserCreateSchema } from '@api/contract/admin'
import { ADMIN_MESSAGES } from '@api/contract/admin-messages'
import { TrialExtensionSchema } from '@api/contract/trial'
import { en } from '../../i18n/en'
import { registerMessages, translate } from '../../i18n/index'
import { pl } from '../../i18n/pl'
import { errorText } from '~/ui/form/messages'
import { ADMIN_ERRORS } from './field-messages'

registerMessages('pl', pl)
registerMessages('en', en)

const shown = (lang: 'pl' | 'en', schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) =>
    errorText(ADMIN_ERRORS, issue.message, (key) => translate(lang, key)),
  )

describe('the console’s field messages', () => {
  it('read in the spec’s Polish words in Polish and in English in English', () => {
    expect(shown('pl', ClientCreateSchema, {})).toEqual([
      ADMIN_MESSAGES.invalidEmail,
      ADMIN_MESSAGES.contactRequired,
      ADMIN_MESSAGES.phoneRequired,
      ADMIN_MESSAGES.streetRequired,
      ADMIN_MESSAGES.buildingNumberRequired,
      ADMIN_MESSAGES.postalCodeRequired,
      ADMIN_MESSAGES.cityRequired,
    ])
    expect(shown('en', ClientCreateSchema, {})).toEqual([
      'Invalid email',
      'The contact person is required',
      'Enter a phone number',
      'The street is required',
      'The number is required',
      'The postal code is required',
      'The city is required',
    ])
    expect(shown('en', UserCreateSchema, { email: 'x', role: 'NOPE', lang: 'de' })).toEqual([
      'Invalid email',
      'Choose a role',
      'Choose a language',
    ])
    expect(shown('en', TrialExtensionSchema, { days: 400 })).toEqual(['Enter 1 to 365 days'])
  })

  it('show a message nobody listed (a library default) as “invalid”, never as raw text', () => {
    const facility = {
      clientId: 1,
      name: 'A',
      phone: 'x'.repeat(5000),
      location: { street: 'Prosta', buildingNumber: '1', postalCode: '00-001', city: 'Warszawa' },
    }
    expect(shown('pl', FacilityCreateSchema, facility)).toEqual(['Nieprawidłowa wartość'])
    expect(shown('en', FacilityCreateSchema, facility)).toEqual(['Invalid value'])
  })

  it('have an English text for every Polish one', () => {
    for (const key of Object.keys(ADMIN_MESSAGES) as (keyof typeof ADMIN_MESSAGES)[]) {
      expect(translate('pl', `admin.fieldErrors.${key}`)).toBe(ADMIN_MESSAGES[key])
      expect(translate('en', `admin.fieldErrors.${key}`)).not.toBe(ADMIN_MESSAGES[key])
    }
  })
})
