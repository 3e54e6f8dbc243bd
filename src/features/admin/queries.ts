import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import {
  type AdminClient,
  type AdminClientListItem,
  type AdminFacility,
  type AdminFacilityListItem,
  type AdminUser,
  CLIENT_SORTS,
  FACILITY_ADMIN_SORTS,
  type InboxKind,
  type MailStatus,
  type ListResponse,
  USER_SORTS,
} from './contract'
import type { ListSearch } from './search'

/** Spec §7/§9: admin responses are cached for 15 s. */
export const ADMIN_STALE_MS = 15_000

export type Resource = 'clients' | 'facilities' | 'users'
const admin = api.superadmin
/** A record as its edit page loads it, and as a list row. */
export type ItemOf = { clients: AdminClient; facilities: AdminFacility; users: AdminUser }
export type ListItemOf = { clients: AdminClientListItem; facilities: AdminFacilityListItem; users: AdminUser }

/** Numbers go into the URL as text. */
const pageQuery = ({ page, limit, q }: ListSearch) => ({ page: String(page), limit: String(limit), q })
/** The list routes' search schemas already fall back to a valid sort; this narrows the type to that route's sorts. */
const sortOf = <const T extends string>({ sort }: ListSearch, sorts: readonly T[]): T | undefined =>
  sorts.find((value) => value === sort)

// One entry per resource, each typed by its own route: `list[R]` keeps R's response type for the generic queries.
const list = {
  clients: (search: ListSearch, signal: AbortSignal) =>
    read(
      admin.clients.$get(
        { query: { ...pageQuery(search), sort: sortOf(search, CLIENT_SORTS) } },
        callOptions({ signal }),
      ),
    ),
  facilities: (search: ListSearch, signal: AbortSignal) =>
    read(
      admin.facilities.$get(
        { query: { ...pageQuery(search), sort: sortOf(search, FACILITY_ADMIN_SORTS) } },
        callOptions({ signal }),
      ),
    ),
  users: (search: ListSearch, signal: AbortSignal) =>
    read(
      admin.users.$get({ query: { ...pageQuery(search), sort: sortOf(search, USER_SORTS) } }, callOptions({ signal })),
    ),
}
const detail = {
  clients: (id: number, signal: AbortSignal) =>
    read(admin.clients[':id'].$get({ param: { id: String(id) } }, callOptions({ signal }))),
  facilities: (id: number, signal: AbortSignal) =>
    read(admin.facilities[':id'].$get({ param: { id: String(id) } }, callOptions({ signal }))),
  users: (id: number, signal: AbortSignal) =>
    read(admin.users[':id'].$get({ param: { id: String(id) } }, callOptions({ signal }))),
}

// The contract's types must accept what each route answers: drift between them fails type-check here.
const lists: { [R in Resource]: (search: ListSearch, signal: AbortSignal) => Promise<ListResponse<ListItemOf[R]>> } =
  list
const details: { [R in Resource]: (id: number, signal: AbortSignal) => Promise<ItemOf[R]> } = detail

export function listQuery<R extends Resource>(resource: R, search: ListSearch) {
  return queryOptions({
    queryKey: ['admin', resource, 'list', search] as const,
    queryFn: ({ signal }) => lists[resource](search, signal),
    staleTime: ADMIN_STALE_MS,
    // Paging and typing keep the previous page on screen instead of flashing the loading state.
    placeholderData: keepPreviousData,
  })
}

export function detailQuery<R extends Resource>(resource: R, id: number) {
  return queryOptions({
    queryKey: ['admin', resource, 'detail', id] as const,
    queryFn: ({ signal }) => details[resource](id, signal),
    staleTime: ADMIN_STALE_MS,
  })
}

export const overviewQuery = queryOptions({
  queryKey: ['admin', 'overview'] as const,
  queryFn: ({ signal }) => read(admin.overview.$get({}, callOptions({ signal }))),
  staleTime: ADMIN_STALE_MS,
})

/** Each mail lane's state (issue 41), above the outbox's rows. */
export const mailLanesQuery = queryOptions({
  queryKey: ['admin', 'mail-lanes'] as const,
  queryFn: ({ signal }) => read(admin.outbox.lanes.$get({}, callOptions({ signal }))),
  staleTime: ADMIN_STALE_MS,
})

export function inboxQuery(kind: InboxKind, page: number, limit: number, status?: MailStatus) {
  return queryOptions({
    queryKey: ['admin', 'inbox', kind, page, limit, status ?? null] as const,
    queryFn: ({ signal }) =>
      read(
        admin.inbox[':kind'].$get(
          { param: { kind }, query: { page: String(page), limit: String(limit), ...(status ? { status } : {}) } },
          callOptions({ signal }),
        ),
      ),
    staleTime: ADMIN_STALE_MS,
    placeholderData: keepPreviousData,
  })
}

/** "Wyślij ponownie" on a failed mail (issue 25): back on the queue, audited by the API. */
export const resendMail = (id: number) => read(admin.outbox[':id'].resend.$post({ param: { id: String(id) } }))

/** After a write: the lists, details and overview of that resource (counts change too). */
export function invalidateAdmin(queryClient: QueryClient, ...resources: (Resource | 'inbox')[]) {
  return Promise.all([
    ...resources.map((r) => queryClient.invalidateQueries({ queryKey: ['admin', r] })),
    queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
  ])
}

/** Loaders prefetch for SSR but leave failures to the page, which shows its error state ("Błąd ładowania danych"). */
export function settle(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    () => undefined,
  )
}

/**
 * POST a new record of `resource` or PATCH the one with `id`. The admin form validated `json` with the route's own
 * contract schema, so its body fits the route; the cast only spares a per-resource form type here.
 */
export function saveRecord(resource: Resource, id: number | undefined, json: never): Promise<unknown> {
  const param = { id: String(id) }
  if (resource === 'clients')
    return read(id === undefined ? admin.clients.$post({ json }) : admin.clients[':id'].$patch({ param, json }))
  if (resource === 'facilities')
    return read(id === undefined ? admin.facilities.$post({ json }) : admin.facilities[':id'].$patch({ param, json }))
  return read(id === undefined ? admin.users.$post({ json }) : admin.users[':id'].$patch({ param, json }))
}
