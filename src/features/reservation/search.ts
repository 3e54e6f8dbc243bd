import { RESERVATION_STATUSES, type ReservationStatus } from '@api/contract/reservation-values'
import type { ReservationSearch } from './queries'

// A plain parser, no schema library: the route tree holds it, so it loads with every page (ADR 0022).
const isStatus = (value: unknown): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly unknown[]).includes(value)

/** The panel list's filters live in the URL; invalid values are dropped. */
export const reservationSearch = (search: Record<string, unknown>): ReservationSearch => {
  const out: ReservationSearch = {}
  const clientId = Number(search.clientId)
  const facilityId = Number(search.facilityId)
  // The superadmin's read-only view names the company, as every panel address does.
  if (Number.isInteger(clientId) && clientId >= 1) out.clientId = clientId
  if (isStatus(search.status)) out.status = search.status
  if (Number.isInteger(facilityId) && facilityId >= 1) out.facilityId = facilityId
  const page = Number(search.page)
  if (Number.isInteger(page) && page >= 2 && page <= 10_000) out.page = page
  return out
}
