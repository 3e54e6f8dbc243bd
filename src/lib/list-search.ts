import type { FacilityListQueryInput } from '@api/contract/marketplace'
import {
  FACILITY_SORTS,
  FEATURE_CODES,
  type FeatureCode,
  RADIUS_BOUNDS_KM,
  UNIT_TYPES,
  type UnitType,
} from '@api/contract/marketplace-values'

/** The price slider's span until the list's answer brings the real one (the cheapest to the dearest listed price). */
export const PRICE = { min: 0, max: 1000 } as const
export const PAGE_SIZE = 24

export type ListSearch = {
  q?: string
  location?: string
  minSize?: number
  maxSize?: number
  priceMin?: number
  priceMax?: number
  unitType?: UnitType
  features?: string
  lat?: number
  lon?: number
  radius?: number
  sort?: (typeof FACILITY_SORTS)[number]
  page?: number
  /** The name lat/lon stand for (a city shortcut or a chosen suggestion); with it the radius is picked for results. */
  place?: string
}

// Plain checks rather than a schema library: this runs on every public page (the router validates search at
// load), and keeping valibot out of the shared chunk saves its weight on every first load (ADR 0022).
// Router search values arrive already JSON-parsed (numbers as numbers); anything invalid is dropped, never thrown.
const text = (x: unknown) => {
  if (x === undefined) return undefined
  const s = String(x).trim()
  return s && s.length <= 120 ? s : undefined
}
const num = (x: unknown, min: number, max: number, integer = false) => {
  if (x === undefined) return undefined
  const n = Number(x)
  return Number.isNaN(n) || n < min || n > max || (integer && !Number.isInteger(n)) ? undefined : n
}
const pick = <T extends string>(list: readonly T[], x: unknown) =>
  (list as readonly unknown[]).includes(x) ? (x as T) : undefined

const features = (x: unknown) =>
  typeof x === 'string'
    ? x
        .split(',')
        .filter((f): f is FeatureCode => (FEATURE_CODES as readonly string[]).includes(f))
        .join(',') || undefined
    : undefined

/** One parser per URL parameter; the edge cache normalises its keys with the same ones (worker/cache/html-cache.ts). */
export const LIST_SEARCH_PARAMS: { [K in keyof Required<ListSearch>]: (x: unknown) => ListSearch[K] } = {
  q: text,
  location: text,
  minSize: (x) => num(x, 0, 1000),
  maxSize: (x) => num(x, 0, 1000),
  priceMin: (x) => num(x, 0, 100000),
  priceMax: (x) => num(x, 0, 100000),
  unitType: (x) => pick(UNIT_TYPES, x),
  features,
  lat: (x) => num(x, -90, 90),
  lon: (x) => num(x, -180, 180),
  radius: (x) => num(x, ...RADIUS_BOUNDS_KM),
  sort: (x) => pick(FACILITY_SORTS, x),
  page: (x) => num(x, 1, 10_000, true),
  place: text,
}

/**
 * Every key, undefined where the URL's value is missing, empty or invalid: the router merges a route's search over
 * the raw one, so a dropped key would let the raw value (`sort=x`) through. Undefined keys stay out of links and
 * the URL.
 */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  return Object.fromEntries(
    Object.entries(LIST_SEARCH_PARAMS).map(([key, parse]) => [key, parse(raw[key])]),
  ) as ListSearch
}

export function hasCoordinates(search: ListSearch): boolean {
  return search.lat !== undefined && search.lon !== undefined
}

export function featureList(search: ListSearch): FeatureCode[] {
  return (search.features?.split(',').filter(Boolean) ?? []) as FeatureCode[]
}

/** The API query of one list page (strings, as the API validates query text). */
export function toApiQuery(search: ListSearch): FacilityListQueryInput {
  const str = (n: number | undefined) => (n === undefined ? undefined : String(n))
  // Distance needs a point; a text that names no place falls back to the default order on the server.
  const sort =
    search.sort === 'distance' && !hasCoordinates(search) && !(search.q || search.location) ? undefined : search.sort
  return {
    q: search.q,
    location: search.location,
    minSize: str(search.minSize),
    maxSize: str(search.maxSize),
    priceMin: str(search.priceMin),
    priceMax: str(search.priceMax),
    unitType: search.unitType,
    features: search.features || undefined,
    lat: str(search.lat),
    lon: str(search.lon),
    // No radius in the URL: the API picks it (the smallest that finds something around a place, 2 km around you).
    radius: str(search.radius),
    place: hasCoordinates(search) ? search.place : undefined,
    // No sort in the URL: nearest first around a place, recommended first otherwise (the API's default).
    sort,
    page: str(search.page ?? 1),
    limit: String(PAGE_SIZE),
  }
}
