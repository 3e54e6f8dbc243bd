import * as v from 'valibot'
import { cleanLine, cleanLines, nfkc } from './clean-text'
import { email, honeypot, langSchema, pageLang, requiredEmail } from './common'
import { isPolishNip, storedTaxId } from './nip'
import { phone } from './phone'

/** Messages are keys the UI translates; the API returns them as-is in `issues`. */
export const RENTAL_PERIODS = ['short', 'medium', 'long', 'indefinite'] as const
export type RentalPeriod = (typeof RENTAL_PERIODS)[number]
export const CONTACT_SLOTS = ['9-10', '10-11', '11-12', '12-13', '13-14', '14-15', '15-16', '16-17', '17-18'] as const
export const TRIAL_COUNTRIES = [
  'PL',
  'DE',
  'CZ',
  'SK',
  'LT',
  'LV',
  'EE',
  'UA',
  'GB',
  'IE',
  'SE',
  'NO',
  'DK',
  'NL',
  'BE',
  'FR',
  'ES',
  'IT',
] as const

export const NewsletterSchema = v.object({
  email: email('invalidEmail'),
  lang: langSchema,
})

const requiredText = (message: string, min = 1, max = 200) =>
  v.pipe(v.string(message), v.trim(), v.minLength(min, message), cleanLine(), nfkc(), v.maxLength(max, message))
/**
 * A web address in a name (issue 41): `https://…`, `www.…` or a host such as `evil.example/x`, which mail clients
 * turn into a link. Names reach mails to people who did not write them (the trial confirmation, the reservation
 * greeting), so they carry none. Initials and "Sp. z o.o." pass: a host needs two letters on each side of its dot.
 */
const URL_IN_TEXT = /[a-z][a-z0-9+.-]*:\/\/|www\.|[\p{L}\p{N}-]{2,}\.\p{L}{2,}/iu
const hasUrl = (text: string) => URL_IN_TEXT.test(text)
/** A person's or company's name: required text with no web address in it. */
const nameText = (message: string, min: number, max: number) =>
  v.pipe(
    requiredText(message, min, max),
    v.check((text) => !hasUrl(text), 'urlInName'),
  )
const optionalLine = (max: number) => v.optional(v.pipe(v.string(), v.trim(), cleanLine(), v.maxLength(max)))
const optionalMessage = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), cleanLines(), v.maxLength(max, 'tooLong')))
/**
 * Optional field whose blank form means null. The default sits on the outer `optional`: valibot does not run a
 * pipe's transforms for a missing key, so a default inside would leave `undefined`.
 */
const blankToNull = <T extends v.GenericSchema>(schema: T) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.literal(''), schema])),
      v.transform((value) => (value === '' ? null : value)),
    ),
    null,
  )

/** The inquiry message's limit, shown with a counter near it. */
export const MESSAGE_MAX = 4000

export const InquirySchema = v.object({
  name: nameText('required', 1, 120),
  // Blank says "required"; filled but wrong names the real problem (issues 20 and 29).
  email: requiredEmail('invalidEmail'),
  phone: phone(),
  sizeM2: blankToNull(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.transform(Number))]),
      v.number('invalidNumber'),
      v.integer('invalidNumber'),
      v.minValue(1, 'minArea'),
      v.maxValue(10000, 'invalidNumber'),
    ),
  ),
  period: blankToNull(v.picklist(RENTAL_PERIODS, 'invalidPeriod')),
  message: v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(), v.trim(), cleanLines(), v.maxLength(MESSAGE_MAX, 'tooLong'))),
      v.transform((m) => m || null),
    ),
    null,
  ),
  sourceUrl: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  unitCode: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  lang: pageLang,
  website: honeypot,
})

export const DemoRequestSchema = v.object({
  name: nameText('minName', 3, 120),
  email: requiredEmail('invalidEmail'),
  phone: phone(),
  message: optionalMessage(4000),
  contactTime: v.optional(v.union([v.literal(''), v.picklist(CONTACT_SLOTS, 'invalidSlot')]), ''),
  /** The page's language (issue 42): the requester's confirmation is written in it (absent: Accept-Language). */
  lang: pageLang,
  company: honeypot,
})

/** A contact slot as people read it: "10-11" → "10:00–11:00" (the dialog's success text and the confirmation mail). */
export const slotLabel = (slot: string) =>
  slot
    .split('-')
    .map((h) => `${h}:00`)
    .join('–')

/**
 * Tax id (NIP or EU VAT): at least 8 digits once everything but digits is stripped. Kept upper-case and compact
 * here; the trial's schema makes a Polish one its ten digits once it knows the country (storedTaxId).
 */
export const taxId = v.pipe(
  v.string('minNip'),
  v.trim(),
  v.maxLength(32, 'minNip'),
  v.check((value) => value.replace(/\D/g, '').length >= 8, 'minNip'),
  v.transform((value) => storedTaxId('', value)),
)

/** The trial form's fields, each judged alone (TrialRequestSchema adds what needs two of them). */
export const TrialFields = v.object({
  name: nameText('minName', 3, 160),
  nip: taxId,
  street: requiredText('minStreet', 2, 160),
  buildingNumber: requiredText('required', 1, 20),
  apartmentNumber: optionalLine(20),
  postalCode: requiredText('minPostal', 4, 16),
  city: requiredText('minCity', 2, 120),
  country: v.picklist(TRIAL_COUNTRIES, 'required'),
  email: requiredEmail('invalidEmail'),
  phone: phone(),
  lang: pageLang,
  company: honeypot,
})

/**
 * The trial form (issue 42 checks a Polish NIP's check digit: a typo would open an account for another company,
 * and the registers are asked by it). The error is the NIP field's, in the page's words; a foreign VAT id keeps
 * the 8-digit rule alone.
 */
export const TrialRequestSchema = v.pipe(
  TrialFields,
  v.forward(
    v.partialCheck(
      [['country'], ['nip']],
      (input) => input.country !== 'PL' || isPolishNip(storedTaxId('PL', input.nip)),
      'invalidNip',
    ),
    ['nip'],
  ),
  v.transform((input) => ({ ...input, nip: storedTaxId(input.country, input.nip) })),
)
