import { queryOptions } from '@tanstack/react-query'
import type { FacilityListQueryInput } from '@api/contract/marketplace'
import type { Lang } from '@kernel/lang'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

const facilities = api.marketplace.facilities

/**
 * Availability and prices are reused from memory for 5 s at most (issue 29): a visitor coming back to a facility
 * after that asks again, so a unit taken in the panel shows as taken. The browser's HTTP cache only revalidates
 * (ADR 0039), and the edge's copy is purged by the write.
 */
const AVAILABILITY_STALE_MS = 5_000
const bySlug = (slug: string) => ({ param: { idOrSlug: encodeURIComponent(slug) } })

/** One route answers both: marker points for `map=1`, a page of cards otherwise. */
async function listOrMap(query: FacilityListQueryInput, signal: AbortSignal, lang: Lang) {
  return read(facilities.$get({ query }, callOptions({ signal, lang })))
}

export const facilityListQuery = (query: FacilityListQueryInput, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'list', lang, query],
    queryFn: async ({ signal }) => {
      const body = await listOrMap(query, signal, lang)
      if (!('page' in body)) throw new Error('Map points answered a list query')
      return body
    },
    staleTime: AVAILABILITY_STALE_MS,
  })

/** Home: the first three, recommended first (the API's default order). */
export const featuredQuery = (lang: Lang) => facilityListQuery({ sort: 'recommended', limit: '3', page: '1' }, lang)

// The query signal aborts a request when slug or language change; aborts never surface as errors.
export const facilityQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'facility', lang, slug],
    queryFn: ({ signal }) => read(facilities[':idOrSlug'].$get(bySlug(slug), callOptions({ signal, lang }))),
    staleTime: AVAILABILITY_STALE_MS,
  })

export const richContentQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'rich', lang, slug],
    queryFn: ({ signal }) =>
      read(facilities[':idOrSlug']['rich-content'].$get(bySlug(slug), callOptions({ signal, lang }))),
  })

export const unitsQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'units', lang, slug],
    queryFn: ({ signal }) => read(facilities[':idOrSlug'].units.$get(bySlug(slug), callOptions({ signal, lang }))),
    staleTime: AVAILABILITY_STALE_MS,
    // A page left open (or come back to within 5 s) must not keep showing a unit that was taken meanwhile: while the
    // tab is visible the units revalidate every 5 s, an ETag round trip that answers 304 when nothing changed.
    refetchInterval: AVAILABILITY_STALE_MS,
    // The interval counts from mount, so a visitor coming back client-side to a copy 4 s old would see it for up to
    // 9 s more: a copy older than a second revalidates as the page mounts (a 304 when nothing changed).
    refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt > 1000 ? 'always' : false),
  })

/**
 * Every facility with coordinates, marker fields only (for the map). The markers carry prices, so they follow the
 * units' few-second rule (issue 29: prices are never held longer than a few seconds); a revalidation the edge
 * answers 304 when nothing changed.
 */
export const mapPointsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'map', lang],
    queryFn: async ({ signal }) => {
      const body = await listOrMap({ map: '1' }, signal, lang)
      if ('page' in body) throw new Error('A list page answered a map query')
      return body
    },
    staleTime: AVAILABILITY_STALE_MS,
  })

/** Places whose name starts with the typed text (the search boxes' suggestion list); cached by the edge like lists. */
export const placeSuggestQuery = (text: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'places', lang, text],
    queryFn: ({ signal }) => read(api.marketplace.places.$get({ query: { q: text } }, callOptions({ signal, lang }))),
    staleTime: 10 * 60_000,
  })
