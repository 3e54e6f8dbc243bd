import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import type { AdminClient, AdminClientListItem, AdminFacility, AdminFacilityListItem, AdminOverview, AdminUser, InboxItem, InboxKind, ListResponse } from './contract'
import type { ListSearch } from './search'

/** Spec §7/§9: admin responses are cached for 15 s. */
export const ADMIN_STALE_MS = 15_000

export type Resource = 'clients' | 'facilities' | 'users'
/** A record as its edit page loads it, and as a list row. */
export type ItemOf = { clients: AdminClient; facilities: AdminFacility; users: AdminUser }
export type ListItemOf = { clients: AdminClientListItem; facilities: AdminFacilityListItem; users: AdminUser }

const base = (path: string) => `/api/superadmin/${path}`

export function listQuery<R extends Resource>(resource: R, search: ListSearch) {
  return queryOptions({
    queryKey: ['admin', resource, 'list', search] as const,
    queryFn: ({ signal }) => api<ListResponse<ListItemOf[R]>>(base(resource), { query: search, signal }),
    staleTime: ADMIN_STALE_MS,
    // Paging and typing keep the previous page on screen instead of flashing the loading state.
    placeholderData: keepPreviousData,
  })
}

export function detailQuery<R extends Resource>(resource: R, id: number) {
  return queryOptions({
    queryKey: ['admin', resource, 'detail', id] as const,
    queryFn: ({ signal }) => api<ItemOf[R]>(base(`${resource}/${id}`), { signal }),
    staleTime: ADMIN_STALE_MS,
  })
}

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'] as const,
  queryFn: ({ signal }) => api<AdminOverview>(base('overview'), { signal }),
  staleTime: ADMIN_STALE_MS,
})

export function inboxQuery(kind: InboxKind, page: number, limit: number) {
  return queryOptions({
    queryKey: ['admin', 'inbox', kind, page, limit] as const,
    queryFn: ({ signal }) => api<ListResponse<InboxItem>>(base(`inbox/${kind}`), { query: { page, limit }, signal }),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

/** After a write: the lists, details and overview of that resource (counts change too). */
export function invalidateAdmin(queryClient: QueryClient, ...resources: (Resource | 'inbox')[]) {
  return Promise.all([...resources.map((r) => queryClient.invalidateQueries({ queryKey: ['admin', r] })), queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] })])
}

/** Loaders prefetch for SSR but leave failures to the page, which shows its error state ("Błąd ładowania danych"). */
export function settle(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  )
}
