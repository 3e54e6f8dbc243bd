import * as v from 'valibot'
import type { MessageKey } from '~/i18n'
import { CLIENT_SORTS, FACILITY_ADMIN_SORTS, PAGE_SIZES } from './contract'

export type ListSearch = { page: number; limit: number; q?: string; sort?: string }

const page = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1), 1)
const limit = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.picklist(PAGE_SIZES)), 20), 20)
// The router parses `?q=123` as a number: the search box still means text.
const q = v.fallback(v.optional(v.pipe(v.unknown(), v.transform((x) => String(x ?? '').trim() || undefined))), undefined)

/** URL state of a list (spec §9): page from 1, sizes 10/20/50/100 (default 20); bad values fall back. */
const listSearch = <S extends readonly string[]>(sorts: S, fallbackSort: S[number]) =>
  v.object({ page, limit, q, sort: v.fallback(v.optional(v.picklist(sorts), fallbackSort), fallbackSort) })

export const clientsSearch = listSearch(CLIENT_SORTS, 'id:desc')
export const facilitiesSearch = listSearch(FACILITY_ADMIN_SORTS, 'id:desc')
export const usersSearch = v.object({ page, limit, q })
export const inboxSearch = v.object({ page, limit })

/** Sort value → its label (dictionary keys cannot hold the values' dots and colons). */
export const CLIENT_SORT_LABELS = {
  'id:desc': 'admin.clients.sorts.idDesc',
  'id:asc': 'admin.clients.sorts.idAsc',
  'companyName:asc': 'admin.clients.sorts.companyNameAsc',
  'companyName:desc': 'admin.clients.sorts.companyNameDesc',
  'contactName:asc': 'admin.clients.sorts.contactNameAsc',
  'contactName:desc': 'admin.clients.sorts.contactNameDesc',
} as const satisfies Record<(typeof CLIENT_SORTS)[number], MessageKey>

export const FACILITY_SORT_LABELS = {
  'id:desc': 'admin.facilities.sorts.idDesc',
  'id:asc': 'admin.facilities.sorts.idAsc',
  'name:asc': 'admin.facilities.sorts.nameAsc',
  'name:desc': 'admin.facilities.sorts.nameDesc',
  'clientId:asc': 'admin.facilities.sorts.clientIdAsc',
  'clientId:desc': 'admin.facilities.sorts.clientIdDesc',
  'location.city:asc': 'admin.facilities.sorts.cityAsc',
  'location.city:desc': 'admin.facilities.sorts.cityDesc',
} as const satisfies Record<(typeof FACILITY_ADMIN_SORTS)[number], MessageKey>
