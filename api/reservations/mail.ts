import type { Lang } from '@kernel/lang'
import type { WeekHours } from '../contract/listing-values'
import { reservationCancelPath } from '../contract/panel-paths'
import type { ReservationStatus } from '../contract/reservation-values'
import type { ReservationFacts } from '../mail/reservation-words'
import type { Db } from '../lib/db'
import { type BatchRow, NEW_ROW, queueEmail } from '../lib/outbox'
import { type ReservationRow, addressOf, isActive } from './rows'
import type { OperatorEvent } from '../mail/reservation-operator'
import { calendarToken, cancelToken } from './token'

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

/** The .ics download: its own read-only token, never the cancel token (ADR 0085). */
export const calendarPath = async (secret: string, code: string) =>
  `/api/reservations/${code}/calendar.ics?token=${await calendarToken(secret, code)}`

async function renterPaths(secret: string, r: ReservationRow) {
  return {
    cancelPath: reservationCancelPath(r.lang, r.code, await cancelToken(secret, r.code)),
    calendarPath: await calendarPath(secret, r.code),
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
      // Issue 39: the reservation's page (the same fragment link as cancelling) has the confirm button.
      ...(r.status === 'unconfirmed'
        ? {
            confirmBy: r.confirm_by,
            confirmPath: reservationCancelPath(r.lang, r.code, await cancelToken(secret, r.code)),
          }
        : {}),
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
  batchRow?: BatchRow,
) {
  const { cancelPath } = await renterPaths(secret, r)
  return queueEmail(db, {
    kind: 'reservation_status',
    to: r.email,
    lang: r.lang,
    data: {
      ...facts(r),
      status: to,
      reason,
      cancelPath: isActive(to) ? cancelPath : null,
      facilitySlug: r.facility_slug,
    },
    ...(batchRow ? { ref: batchRow } : ref(r)),
  })
}

/** A row of operatorRecipients: a panel user (contact 0, with their language) or the facility's address (contact 1). */
export type OperatorRecipient = { facility_id: number; email: string; lang: Lang | null; contact: number }

/**
 * Who hears of a facility's reservations (ADR 0085): every panel user of its company and the facility's contact
 * address, as one statement for the caller's batch. Users come first, in id order, so the first is the company's
 * language.
 */
export const operatorRecipients = (db: Db, facilityIds: readonly number[]) =>
  db
    .prepare(
      `SELECT f.id AS facility_id, u.email, u.lang, 0 AS contact, u.id AS o
       FROM facilities f JOIN users u ON u.client_id = f.client_id AND u.role = 'CLIENT'
       WHERE f.id IN (SELECT value FROM json_each(?1))
       UNION ALL
       SELECT f.id, trim(f.email), NULL, 1, 0 FROM facilities f
       WHERE f.id IN (SELECT value FROM json_each(?1)) AND trim(COALESCE(f.email, '')) != ''
       ORDER BY 1, 4, 5`,
    )
    .bind(JSON.stringify(facilityIds))

/**
 * One facility's recipients, each once: the contact address that is also a panel user's is that user (their
 * language, their panel link). The contact address is written to in the company's language, its first panel
 * user's, else Polish, as the inquiry notice does.
 */
export function audienceOf(rows: readonly OperatorRecipient[], facilityId: number) {
  const mine = rows.filter((row) => row.facility_id === facilityId)
  const users = mine.filter((row) => row.contact === 0)
  const companyLang: Lang = users[0]?.lang === 'en' ? 'en' : 'pl'
  const seen = new Set<string>()
  return mine.flatMap((row) => {
    const key = row.email.trim().toLowerCase()
    if (seen.has(key)) return []
    seen.add(key)
    const user = row.contact === 0
    return [{ email: row.email, lang: (user ? (row.lang === 'en' ? 'en' : 'pl') : companyLang) as Lang, user }]
  })
}

/**
 * To the facility's address and each panel user of its company, each once and in their language; a reply goes to
 * the renter, and a panel user's mail links to the reservation in the panel.
 */
export function operatorNoticeMails(
  db: Db,
  r: ReservationRow,
  recipients: readonly OperatorRecipient[],
  event: OperatorEvent = 'new',
  batchRow?: BatchRow,
) {
  return audienceOf(recipients, r.facility_id).map((to) =>
    queueEmail(db, {
      kind: 'reservation_operator',
      to: to.email,
      lang: to.lang,
      replyTo: r.email,
      data: {
        ...facts(r),
        reservationId: r.id,
        event,
        withPanel: to.user,
        name: r.name,
        email: r.email,
        phone: r.phone,
        message: r.message,
      },
      ...(batchRow ? { ref: batchRow } : ref(r)),
    }),
  )
}
