import * as v from 'valibot'
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

export const CLIENT_SORT_LABELS: Record<(typeof CLIENT_SORTS)[number], string> = {
  'id:desc': 'Najnowsi',
  'id:asc': 'Najstarsi',
  'companyName:asc': 'Firma A–Z',
  'companyName:desc': 'Firma Z–A',
  'contactName:asc': 'Osoba kontaktowa A–Z',
  'contactName:desc': 'Osoba kontaktowa Z–A',
}

export const FACILITY_SORT_LABELS: Record<(typeof FACILITY_ADMIN_SORTS)[number], string> = {
  'id:desc': 'Najnowsze',
  'id:asc': 'Najstarsze',
  'name:asc': 'Nazwa A–Z',
  'name:desc': 'Nazwa Z–A',
  'clientId:asc': 'Klient rosnąco',
  'clientId:desc': 'Klient malejąco',
  'location.city:asc': 'Miasto A–Z',
  'location.city:desc': 'Miasto Z–A',
}
