import { queryOptions } from '@tanstack/react-query'
import type { Facility, FacilityListQueryInput, FacilityListResponse, MapPointsResponse, PlaceSuggestResponse, RichContent, Unit } from '@api/contract/marketplace'
import type { Lang } from '@kernel/lang'
import { api } from '~/lib/api'

const BASE = '/api/marketplace/facilities'
const path = (slug: string, tail = '') => `${BASE}/${encodeURIComponent(slug)}${tail}`

export const facilityListQuery = (query: FacilityListQueryInput, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'list', lang, query],
    queryFn: ({ signal }) => api<FacilityListResponse>(BASE, { query, signal, lang }),
  })

/** Home: the first three, recommended first (the API's default order). */
export const featuredQuery = (lang: Lang) => facilityListQuery({ sort: 'recommended', limit: '3', page: '1' }, lang)

// The query signal aborts a request when slug or language change; aborts never surface as errors.
export const facilityQuery = (slug: string, lang: Lang) =>
  queryOptions({ queryKey: ['marketplace', 'facility', lang, slug], queryFn: ({ signal }) => api<Facility>(path(slug), { signal, lang }) })

export const richContentQuery = (slug: string, lang: Lang) =>
  queryOptions({ queryKey: ['marketplace', 'rich', lang, slug], queryFn: ({ signal }) => api<RichContent | null>(path(slug, '/rich-content'), { signal, lang }) })

export const unitsQuery = (slug: string, lang: Lang) =>
  queryOptions({ queryKey: ['marketplace', 'units', lang, slug], queryFn: ({ signal }) => api<Unit[]>(path(slug, '/units'), { signal, lang }) })

/** Every facility with coordinates, marker fields only (for the map). */
export const mapPointsQuery = (lang: Lang) =>
  queryOptions({ queryKey: ['marketplace', 'map', lang], queryFn: ({ signal }) => api<MapPointsResponse>(BASE, { query: { map: '1' }, signal, lang }), staleTime: 5 * 60_000 })

/** Places whose name starts with the typed text (the search boxes' suggestion list); cached by the edge like lists. */
export const placeSuggestQuery = (text: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'places', lang, text],
    queryFn: ({ signal }) => api<PlaceSuggestResponse>('/api/marketplace/places', { query: { q: text }, signal, lang }),
    staleTime: 10 * 60_000,
  })
