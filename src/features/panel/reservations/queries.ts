import { queryOptions } from '@tanstack/react-query'
import type { ReservationStatus } from '@api/contract/reservation-values'
import { api } from '~/lib/api'
import { callOptions, read, searchParams } from '~/lib/api-client'

/** The operator panel's reservations: the list, one reservation, the CSV. A superadmin's view names the company. */
const scoped = (clientId: number | undefined) => (clientId ? { clientId: String(clientId) } : {})

export type ReservationSearch = { clientId?: number; status?: ReservationStatus; facilityId?: number; page?: number }

/** Rows per page of the panel's list (the API's default page size). */
export const RESERVATIONS_PAGE_SIZE = 20

const filters = (search: ReservationSearch) => ({
  ...scoped(search.clientId),
  status: search.status,
  facilityId: search.facilityId === undefined ? undefined : String(search.facilityId),
})

export const panelReservationsQuery = (search: ReservationSearch) =>
  queryOptions({
    queryKey: ['panel', search.clientId ?? 0, 'reservations', search] as const,
    queryFn: ({ signal }) =>
      read(
        api.panel.reservations.$get(
          {
            query: {
              ...filters(search),
              page: search.page ? String(search.page) : undefined,
              limit: String(RESERVATIONS_PAGE_SIZE),
            },
          },
          callOptions({ signal }),
        ),
      ),
    staleTime: 15_000,
  })

export const panelReservationQuery = (id: number, clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'reservation', id] as const,
    queryFn: ({ signal }) =>
      read(
        api.panel.reservations[':id'].$get(
          { param: { id: String(id) }, query: scoped(clientId) },
          callOptions({ signal }),
        ),
      ),
    staleTime: 15_000,
  })

/** The list's filters as the CSV's address (a plain download link). */
export const reservationsExportHref = (search: ReservationSearch) => {
  const query = searchParams(filters(search)).toString()
  return `/api/panel/reservations/export.csv${query ? `?${query}` : ''}`
}
