import type { Lang } from '@kernel/lang'
import {
  ACTIVE_STATUSES,
  CONFIRM_WITHIN_H,
  type PanelReservation,
  type RenterReservation,
  type ReservationEvent,
  type ReservationStatus,
} from '../contract/reservations'

export type ReservationRow = {
  id: number
  code: string
  status: ReservationStatus
  facility_id: number
  facility_name: string
  facility_slug: string
  street: string
  building_number: string
  postal_code: string
  city: string
  client_id: number
  company_name?: string | null
  unit_id: number
  unit_code: string
  unit_label: string
  price_monthly: number
  move_in_date: string
  hold_until: string
  name: string
  email: string
  phone: string
  message: string | null
  lang: Lang
  created_at: string
  confirmed_at: string | null
  confirm_by: string | null
  erased_at: string | null
}

/** Every reservation read goes through this: the facility (and so the company) comes with the row. */
export const RESERVATION_COLUMNS = `r.id, r.code, r.status, r.facility_id, f.name AS facility_name,
    f.slug AS facility_slug, f.street, f.building_number, f.postal_code, f.city, f.client_id, r.unit_id, r.unit_code,
    r.unit_label, r.price_monthly, r.move_in_date, r.hold_until, r.name, r.email, r.phone, r.message, r.lang,
    r.created_at, r.confirmed_at, r.confirm_by, r.erased_at`
export const RESERVATION_FROM = 'reservations r JOIN facilities f ON f.id = r.facility_id'
export const RESERVATION_SELECT = `SELECT ${RESERVATION_COLUMNS}
  FROM ${RESERVATION_FROM}`
export const addressOf = (r: Pick<ReservationRow, 'street' | 'building_number' | 'postal_code' | 'city'>) =>
  `${r.street} ${r.building_number}, ${r.postal_code} ${r.city}`.trim()

export const isActive = (status: ReservationStatus) => (ACTIVE_STATUSES as readonly string[]).includes(status)

export function toRenterReservation(r: ReservationRow): RenterReservation {
  return {
    id: r.id,
    code: r.code,
    status: r.status,
    facility: { name: r.facility_name, slug: r.facility_slug, address: addressOf(r) },
    unit: { code: r.unit_code, label: r.unit_label },
    priceMonthly: r.price_monthly,
    moveInDate: r.move_in_date,
    holdUntil: r.hold_until,
    createdAt: r.created_at,
    cancellable: isActive(r.status),
    lang: r.lang,
    confirmBy: r.status === 'unconfirmed' ? r.confirm_by : null,
  }
}

const overdueAfterMs = CONFIRM_WITHIN_H * 3600_000

export function toPanelReservation(r: ReservationRow, nowMs = Date.now()): PanelReservation {
  const { cancellable: _, facility, ...renter } = toRenterReservation(r)
  return {
    ...renter,
    facility: { id: r.facility_id, ...facility },
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    confirmedAt: r.confirmed_at,
    erasedAt: r.erased_at,
    overdue: r.status === 'pending' && nowMs - Date.parse(r.created_at) > overdueAfterMs,
    ...(r.company_name !== undefined ? { company: r.company_name } : {}),
  }
}

export type EventRow = {
  reservation_id: number
  from_status: ReservationStatus | null
  to_status: ReservationStatus
  actor: ReservationEvent['actor']
  user_email: string | null
  reason: string | null
  created_at: string
}

export const toEvent = (e: EventRow): ReservationEvent => ({
  fromStatus: e.from_status,
  toStatus: e.to_status,
  actor: e.actor,
  userEmail: e.user_email,
  reason: e.reason,
  createdAt: e.created_at,
})
