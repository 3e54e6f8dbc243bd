import type { ErrorMap } from '~/ui/form/messages'

/** The onboarding schemas' keys (api/contract/onboarding.ts) in the page's language. */
export const ONBOARDING_ERRORS = {
  companyName: 'onboarding.errors.companyName',
  nip: 'onboarding.errors.nip',
  nipLocked: 'onboarding.errors.nipLocked',
  nipTaken: 'onboarding.errors.nipTaken',
  street: 'onboarding.errors.street',
  buildingNumber: 'onboarding.errors.buildingNumber',
  apartmentNumber: 'onboarding.errors.apartmentNumber',
  postalCode: 'onboarding.errors.postalCode',
  city: 'onboarding.errors.city',
  facilityName: 'onboarding.errors.facilityName',
  latitude: 'onboarding.errors.latitude',
  longitude: 'onboarding.errors.longitude',
  emailInvalid: 'onboarding.errors.emailInvalid',
  phoneInvalid: 'onboarding.errors.phoneInvalid',
  tooManyDrafts: 'onboarding.errors.tooManyDrafts',
  invalidCharacters: 'onboarding.errors.invalidCharacters',
  invalid: 'onboarding.errors.invalid',
} as const satisfies ErrorMap
