import type { Lang } from '@kernel/lang'
import type { WeekHours } from '../contract/listing-values'
import { reservationCancelPath } from '../contract/panel-paths'
import type { ReservationStatus } from '../contract/reservation-values'
import type { ReservationFacts } from '../mail/reservation-words'
import type { Db } from '../lib/db'
import { NEW_ROW, queueEmail } from '../lib/outbox'
import { type ReservationRow, addressOf, isActive } from './rows'
import { cancelToken } from './token'

/**
 * The reservation mails as outbox statements for the same batch as the write they report (templates:
 * api/mail/reservation-*.ts). The links' token is made here, where the server secret is; the template adds the
 * configured origin.
 */

const facts = (r: ReservationRow): ReservationFacts => ({
  code: r.code,
  facilityName: r.facility_name,
  address: addressOf(r),
  unitCode: r.unit_code,
  unitLabel: r.unit_label,
  priceMonthly: r.price_monthly,
  moveInDate: r.move_in_date,
  holdUntil: r.hold_until,
})

async function renterPaths(secret: string, r: ReservationRow) {
  const token = await cancelToken(secret, r.code)
  return {
    cancelPath: reservationCancelPath(r.lang, r.code, token),
    calendarPath: `/api/reservations/${r.code}/calendar.ics?token=${token}`,
  }
}

/**
 * What the mail is about: a saved reservation by its id, or (id NEW_ROW) the one the same batch inserts, found by
 * its code; the operator's link then gets the id in SQL (queueEmail).
 */
const ref = (r: ReservationRow) =>
  r.id === NEW_ROW
    ? { ref: { table: 'reservations' as const, where: 'r.code = ?', params: [r.code] } }
    : { refTable: 'reservations', refId: r.id }

export async function renterConfirmationMail(
  db: Db,
  secret: string,
  r: ReservationRow,
  facility: {
    phone: string | null
    allDayAccess: boolean
    openingHours: WeekHours | null
    accessHours: WeekHours | null
  },
) {
  return queueEmail(db, {
    kind: 'reservation_renter',
    to: r.email,
    lang: r.lang,
    data: {
      ...facts(r),
      ...(await renterPaths(secret, r)),
      name: r.name,
      createdAt: r.created_at,
      allDayAccess: facility.allDayAccess,
      facilityPhone: facility.phone,
      openingHours: facility.openingHours,
      accessHours: facility.accessHours,
    },
    ...ref(r),
  })
}

export async function renterStatusMail(
  db: Db,
  secret: string,
  r: ReservationRow,
  to: ReservationStatus,
  reason: string | null,
) {
  const { cancelPath } = await renterPaths(secret, r)
  return queueEmail(db, {
    kind: 'reservation_status',
    to: r.email,
    lang: r.lang,
    data: { ...facts(r), status: to, reason, cancelPath: isActive(to) ? cancelPath : null },
    ...ref(r),
  })
}

export type OperatorRecipient = { email: string; lang: Lang }

/** The panel users of the company that owns the facility: a statement for the reservation's own batch. */
export const operatorRecipients = (db: Db, facilityId: number) =>
  db
    .prepare(
      "SELECT email, lang FROM users WHERE client_id = (SELECT client_id FROM facilities WHERE id = ?) AND role = 'CLIENT' ORDER BY id",
    )
    .bind(facilityId)

/**
 * To each of the company's panel users, in their language, with a link to the reservation in the panel; a reply
 * goes to the renter. `cancelled`: the renter cancelled it (from the mail's link or "Moje rezerwacje").
 */
export function operatorNoticeMails(
  db: Db,
  r: ReservationRow,
  users: OperatorRecipient[],
  event: 'new' | 'cancelled' = 'new',
) {
  return users.map((user) =>
    queueEmail(db, {
      kind: 'reservation_operator',
      to: user.email,
      lang: user.lang === 'en' ? 'en' : 'pl',
      replyTo: r.email,
      data: {
        ...facts(r),
        reservationId: r.id,
        event,
        name: r.name,
        email: r.email,
        phone: r.phone,
        message: r.message,
      },
      ...ref(r),
    }),
  )
}
