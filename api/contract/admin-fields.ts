import * as v from 'valibot'
import { cleanLines, INVALID_CHARACTERS_ADMIN, nfkc } from './clean-text'
import { EMAIL_PATTERN } from './common'
import { ADMIN_MESSAGES } from './admin-messages'

/**
 * Shared by the server and the conform forms. Blank optional input → null; an ABSENT field stays undefined ("leave
 * unchanged" on PATCH). A missing required key becomes '' so it fails with its own Polish message, not "Invalid key".
 */
const str = (message: string) => v.optional(v.string(message), '')

export const text = (message: string, max = 200, min = 1) =>
  v.pipe(str(message), v.trim(), nfkc(), v.minLength(min, message), v.maxLength(max, message))

export const optText = (max = 200) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), nfkc(), v.maxLength(max)))),
    v.transform((s) => (s === undefined ? undefined : s || null)),
  )

/** Multi-line text (descriptions, rich content, FAQ answers): the schema is what lets a line break through. */
export const textLines = (message: string, max = 200, min = 1) =>
  v.pipe(
    str(message),
    v.trim(),
    cleanLines(INVALID_CHARACTERS_ADMIN),
    v.minLength(min, message),
    v.maxLength(max, message),
  )
export const optLines = (max = 200) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), cleanLines(INVALID_CHARACTERS_ADMIN), v.maxLength(max)))),
    v.transform((s) => (s === undefined ? undefined : s || null)),
  )

export const email = (message: string) =>
  v.pipe(str(message), v.trim(), nfkc(), v.toLowerCase(), v.maxLength(254, message), v.regex(EMAIL_PATTERN, message))

export const optEmail = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message))),
    v.transform((s) => (s === undefined ? undefined : s?.trim().normalize('NFKC').toLowerCase() || null)),
    v.optional(v.nullable(v.pipe(v.string(), v.maxLength(254, message), v.regex(EMAIL_PATTERN, message)))),
  )

const NUMBER = ADMIN_MESSAGES.number
/** Number or numeric text ("12,5" too); blank → null. */
/** An optional price in PLN, stored rounded to grosze (issue 30: 1.000000001 was stored as given). */
export const optPrice = (max: number) =>
  v.pipe(
    optNumber(0, max),
    v.transform((x) => (typeof x === 'number' ? Math.round(x * 100) / 100 : x)),
  )

export const optNumber = (min = -1e9, max = 1e9) =>
  v.pipe(
    v.optional(v.nullable(v.union([v.number(NUMBER), v.string(NUMBER)], NUMBER))),
    v.transform((x) => (typeof x === 'string' ? (x.trim() ? Number(x.trim().replace(',', '.')) : null) : x)),
    v.optional(
      v.nullable(v.pipe(v.number(NUMBER), v.finite(NUMBER), v.minValue(min, NUMBER), v.maxValue(max, NUMBER))),
    ),
  )

/** Positive integer id, as a number or digits. */
export const id = (message: string) =>
  v.pipe(
    v.optional(
      v.union(
        [v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d+$/, message), v.transform(Number))],
        message,
      ),
      '',
    ),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
  )

export const password = v.pipe(
  str(ADMIN_MESSAGES.minPassword),
  v.minLength(6, ADMIN_MESSAGES.minPassword),
  v.maxLength(200, ADMIN_MESSAGES.maxPassword),
)

export const ADDRESS_MESSAGES: Record<'street' | 'buildingNumber' | 'postalCode' | 'city' | 'country', string> = {
  street: ADMIN_MESSAGES.streetRequired,
  buildingNumber: ADMIN_MESSAGES.buildingNumberRequired,
  postalCode: ADMIN_MESSAGES.postalCodeRequired,
  city: ADMIN_MESSAGES.cityRequired,
  country: ADMIN_MESSAGES.countryRequired,
}

/** Address block; `m` overrides the messages (edit forms say "Wymagane"). */
export const address = (m: typeof ADDRESS_MESSAGES = ADDRESS_MESSAGES) => ({
  street: text(m.street, 160),
  buildingNumber: text(m.buildingNumber, 20),
  apartmentNumber: optText(20),
  postalCode: text(m.postalCode, 16),
  city: text(m.city, 120),
  country: v.optional(text(m.country, 80), 'Polska'),
})

/** Missing block → each required field reports its own message. */
export const block = <T extends v.ObjectEntries>(entries: T) =>
  v.optional(v.object(entries), {} as v.InferInput<v.ObjectSchema<T, undefined>>)

export const coordinates = { latitude: optNumber(-90, 90), longitude: optNumber(-180, 180) }
