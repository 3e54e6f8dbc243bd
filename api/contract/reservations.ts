import * as v from 'valibot'
import { addDays, businessToday, isCalendarDate } from '@kernel/calendar-date'
import type { Lang } from '@kernel/lang'
import { pageQuery } from './common'
import { InquirySchema } from './forms'
import {
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
    moveInDate,
    name: InquirySchema.entries.name,
    email: InquirySchema.entries.email,
    phone: InquirySchema.entries.phone,
    message: InquirySchema.entries.message,
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

export type ReservationCreated = {
  reservation: {
    code: string
    status: ReservationStatus
    unitId: number
    priceMonthly: number
    moveInDate: string
    holdUntil: string
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
}

/** The panel's and the console's view: the renter's contact details and every change. */
export type PanelReservation = Omit<RenterReservation, 'cancellable' | 'facility'> & {
  facility: { id: number; name: string; slug: string; address: string }
  name: string
  email: string
  phone: string
  message: string | null
  overdue: boolean
  confirmedAt: string | null
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
