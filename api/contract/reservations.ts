import * as v from 'valibot'
import { addDays, businessToday, isCalendarDate } from '@kernel/calendar-date'
import type { Lang } from '@kernel/lang'
import { TURNSTILE_TOKEN_MAX } from './auth'
import { pageQuery } from './common'
import { isMixedScriptEmail } from './email-script'
import { InquirySchema } from './forms'
import {
  ADMIN_ACTIONS,
  HOLD_EXTRA_DAYS,
  OPERATOR_ACTIONS,
  REASON_REQUIRED,
  RESERVATION_STATUSES,
  RESERVATION_WINDOW,
  type ReservationActor,
  type ReservationStatus,
} from './reservation-values'

export * from './reservation-values'

export const holdUntilOf = (moveInDate: string) => addDays(moveInDate, HOLD_EXTRA_DAYS)
/** The latest move-in day a facility takes today. */
export const lastMoveInDay = (windowDays: number, nowMs = Date.now()) => addDays(businessToday(nowMs), windowDays)
/** Within the facility's own window (the schema checks the widest one; the form and the API this one). */
export const isWithinWindow = (moveInDate: string, windowDays: number, nowMs = Date.now()) =>
  moveInDate <= lastMoveInDay(windowDays, nowMs)
const moveInDate = v.pipe(
  v.string('required'),
  v.trim(),
  v.minLength(1, 'required'),
  v.check(isCalendarDate, 'invalidDate'),
  // "Today" is Warsaw's on both sides; the facility's window is checked by the server, which knows it.
  v.check((date) => date >= businessToday(), 'datePast'),
  v.check((date) => date <= addDays(businessToday(), RESERVATION_WINDOW.max), 'dateBeyondWindow'),
)

/** The form posts strings ("12", "on"); the API takes the JSON the issue names (12, true). Both parse here. */
export const ReservationSchema = v.pipe(
  v.object({
    unitId: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.transform(Number))], 'required'),
      v.number('required'),
      v.integer('required'),
      v.minValue(1, 'required'),
    ),
    // The monthly net price the renter was shown: a reservation locks it only while the unit still costs that (ADR 0084).
    priceMonthly: v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.trim(), v.minLength(1, 'required'), v.transform(Number))], 'required'),
      v.number('invalid'),
      v.finite('invalid'),
      v.minValue(0, 'invalid'),
    ),
    moveInDate,
    name: InquirySchema.entries.name,
    // Issue 39: a look-alike letter from another alphabet is no fresh allowance; the renter is told why.
    email: v.pipe(
      InquirySchema.entries.email,
      v.check((email) => !isMixedScriptEmail(email), 'emailMixedScript'),
    ),
    phone: InquirySchema.entries.phone,
    message: InquirySchema.entries.message,
    // Issue 39: the widget's token where Turnstile is on (production); the server checks it, ignored elsewhere.
    turnstileToken: v.optional(v.pipe(v.string(), v.maxLength(TURNSTILE_TOKEN_MAX, 'challengeFailed'))),
    // An unticked box posts nothing, and a missing key would read as the object's own issue, not this field's:
    // optional here, required by the check below, which names the field.
    acceptTerms: v.optional(v.union([v.literal(true), v.literal('on')], 'acceptTerms')),
    lang: InquirySchema.entries.lang,
    website: InquirySchema.entries.website,
  }),
  v.forward(
    v.partialCheck([['acceptTerms']], (input) => input.acceptTerms !== undefined, 'acceptTerms'),
    ['acceptTerms'],
  ),
  v.transform((input) => ({ ...input, acceptTerms: true as const })),
)

/**
 * The reservation form's schema: the API's, with this facility's own window on the date, so a later day is the
 * date field's error in the page's words (the API checks the same window once it has read the facility).
 */
export const reservationSchemaWithin = (windowDays: number) =>
  v.pipe(
    ReservationSchema,
    v.forward(
      v.partialCheck([['moveInDate']], (input) => isWithinWindow(input.moveInDate, windowDays), 'dateBeyondWindow'),
      ['moveInDate'],
    ),
  )

/** Two prices are the same price when they are the same number of grosze (the panel stores grosze exactly). */
export const samePrice = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100)

export type ReservationCreated = {
  reservation: {
    code: string
    status: ReservationStatus
    unitId: number
    priceMonthly: number
    moveInDate: string
    holdUntil: string
    /** An unconfirmed hold's end (issue 39): the renter confirms from the mail before it, or the unit is freed. */
    confirmBy: string | null
  }
}

export type ReservationEvent = {
  fromStatus: ReservationStatus | null
  toStatus: ReservationStatus
  actor: ReservationActor
  userEmail: string | null
  reason: string | null
  createdAt: string
}

/** One reservation as the renter sees it (cancel page, "Moje rezerwacje"): nothing of the operator's side. */
export type RenterReservation = {
  id: number
  code: string
  status: ReservationStatus
  facility: { name: string; slug: string; address: string }
  unit: { code: string; label: string }
  priceMonthly: number
  moveInDate: string
  holdUntil: string
  createdAt: string
  cancellable: boolean
  lang: Lang
  /** The cancel page's "add to calendar": the .ics with its own read-only token (ADR 0085). */
  calendarPath?: string
  /** While the hold is unconfirmed: when it is released unless the renter confirms it (issue 39). */
  confirmBy: string | null
}

/** The panel's and the console's view: the renter's contact details and every change. */
export type PanelReservation = Omit<RenterReservation, 'cancellable' | 'facility' | 'calendarPath'> & {
  facility: { id: number; name: string; slug: string; address: string }
  name: string
  email: string
  phone: string
  message: string | null
  overdue: boolean
  confirmedAt: string | null
  /** When the renter erased their data (issue 40): name, e-mail, phone and message are then empty. */
  erasedAt: string | null
  company?: string | null
  events?: ReservationEvent[]
}

export const ReservationCancelSchema = v.object({ token: v.pipe(v.string('invalid'), v.maxLength(200, 'invalid')) })

export const ReservationActionSchema = v.pipe(
  v.object({
    action: v.picklist(OPERATOR_ACTIONS, 'invalidAction'),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'tooLong')), ''),
  }),
  v.forward(
    v.check((input) => !REASON_REQUIRED.includes(input.action) || input.reason.length > 0, 'reasonRequired'),
    ['reason'],
  ),
)

export const ReservationWindowSchema = v.object({
  days: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.transform(Number))], 'windowRange'),
    v.number('windowRange'),
    v.integer('windowRange'),
    v.minValue(RESERVATION_WINDOW.min, 'windowRange'),
    v.maxValue(RESERVATION_WINDOW.max, 'windowRange'),
  ),
})

export const PanelReservationsQuery = v.object({
  page: pageQuery.page,
  limit: pageQuery.limit,
  status: v.optional(v.picklist(RESERVATION_STATUSES)),
  facilityId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
  clientId: v.optional(v.string()),
})

/** The console's action on any reservation: a cancel needs the reason the renter and the operator are told. */
export const AdminReservationActionSchema = v.pipe(
  v.object({
    action: v.picklist(ADMIN_ACTIONS, 'invalidAction'),
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'tooLong')), ''),
  }),
  v.forward(
    v.check((input) => input.action !== 'cancel' || input.reason.length > 0, 'reasonRequired'),
    ['reason'],
  ),
)
