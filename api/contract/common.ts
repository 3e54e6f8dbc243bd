import * as v from 'valibot'
import { LANGS } from '@kernel/lang'
import { cleanLine, nfkc } from './clean-text'

/** Error codes the API answers with (JSON `{ code, message, issues? }`). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'FACILITY_NOT_FOUND',
  'FACILITY_HAS_NO_EMAIL',
  'FACILITY_NOT_RESERVABLE',
  'UNIT_NOT_FOUND',
  'UNIT_NOT_AVAILABLE',
  'UNIT_HELD',
  'PRICE_CHANGED',
  'RESERVATION_LIMIT',
  'RESERVATION_NETWORK_LIMIT',
  'RESERVATION_FACILITY_LIMIT',
  'RESERVATION_RELEASED',
  'ALERT_DOMAIN_LIMIT',
  'UNAUTHORIZED',
  'FORBIDDEN',
  /** Issue 42: a company whose trial has ended writes nothing in the panel but answers and reservation moves. */
  'TRIAL_ENDED',
  'NOT_FOUND',
  'CONFLICT',
  /** Another company, verified or paying, holds this NIP (migration 0054): the superadmin picks the real one. */
  'NIP_HELD',
  'RATE_LIMITED',
  'CHALLENGE_FAILED',
  'PAYLOAD_TOO_LARGE',
  'INVALID_BODY',
  'UNSUPPORTED_MEDIA_TYPE',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export type ApiErrorBody = {
  code: ErrorCode
  message: string
  issues?: { path: string; message: string }[]
  /** UNIT_HELD: the reservation that holds the unit, so the panel can offer its next move. */
  reservationCode?: string
  /** PRICE_CHANGED: the unit's monthly net price now, for the renter to confirm (ADR 0084). */
  priceMonthly?: number
}
/** What a refusal carries beside its code and message, at the body's top level. */
export type ApiErrorDetails = Omit<ApiErrorBody, 'code' | 'message' | 'issues'>

export type ListResponse<T> = { items: T[]; total: number }

/**
 * The "simple x@y.z" e-mail pattern of spec §5 (also used for the stricter valid-email checks), holding an address
 * only (issue 30): no `?`, `&` or `%`, which turn a `mailto:` link into one with extra recipients or headers, and no
 * invisible format characters (Unicode Cf: zero-width, bidi controls), which make two addresses look identical.
 */
export const EMAIL_PATTERN = /^[^\s@?&%\p{Cf}]+@[^\s@?&%\p{Cf}]+\.[^\s@?&%\p{Cf}]+$/u
export const email = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    cleanLine(),
    nfkc(),
    v.toLowerCase(),
    v.maxLength(254, message),
    v.regex(EMAIL_PATTERN, message),
  )
/** An e-mail a form cannot go without: blank reads "required", anything else wrong reads `message`. */
export const requiredEmail = (message: string) =>
  v.pipe(v.string('required'), v.trim(), v.minLength(1, 'required'), email(message))

/**
 * Honeypot: must arrive empty; a bot that fills it gets a normal answer and is stored as spam. No default value:
 * form libraries drop empty fields, and absent must mean the same as empty on the client and the server.
 */
export const honeypot = v.optional(v.pipe(v.string(), v.maxLength(500)))

export const langSchema = v.optional(v.picklist(LANGS), 'pl')
/** The language of the page a form was sent from: the renter's own mail is written in it (absent: Accept-Language). */
export const pageLang = v.optional(v.picklist(LANGS, 'invalid'))

export const pageQuery = {
  // Bounded: `page=1e21` is an integer too, and its OFFSET fails in SQLite (issue 14).
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000)), 1),
  limit: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)), 20),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
}
