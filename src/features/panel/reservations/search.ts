import { RESERVATION_STATUSES, type ReservationStatus } from '@api/contract/reservation-values'
import { positiveInt } from '~/lib/search-values'
import type { ReservationSearch } from './queries'

// A plain parser, no schema library: the route tree holds it, so it loads with every page (ADR 0022).
const isStatus = (value: unknown): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly unknown[]).includes(value)

/** The panel list's filters live in the URL; invalid values are dropped. */
export const reservationSearch = (search: Record<string, unknown>): ReservationSearch => {
  const out: ReservationSearch = {}
  const clientId = positiveInt(search.clientId)
  const facilityId = positiveInt(search.facilityId)
  const page = positiveInt(search.page, 10_000)
  // The superadmin's read-only view names the company, as every panel address does.
  if (clientId) out.clientId = clientId
  if (isStatus(search.status)) out.status = search.status
  if (facilityId) out.facilityId = facilityId
  if (page && page > 1) out.page = page
  return out
}
