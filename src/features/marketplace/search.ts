import * as v from 'valibot'
import { FACILITY_SORTS, FEATURE_CODES, type FeatureCode, type FacilityListQueryInput, UNIT_TYPES } from '@api/contract/marketplace'

export const PRICE = { min: 50, max: 1000, step: 25, defaultMin: 50, defaultMax: 500 } as const
export const PAGE_SIZE = 24

// Router search values arrive already JSON-parsed (numbers as numbers); anything invalid is dropped, never thrown.
const text = v.fallback(v.optional(v.pipe(v.unknown(), v.transform(String), v.string(), v.trim(), v.maxLength(120))), undefined)
const num = (min: number, max: number) => v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.number(), v.minValue(min), v.maxValue(max))), undefined)

export const ListSearchSchema = v.object({
  q: text,
  location: text,
  minSize: num(0, 1000),
  maxSize: num(0, 1000),
  priceMin: num(0, 100000),
  priceMax: num(0, 100000),
  unitType: v.fallback(v.optional(v.picklist(UNIT_TYPES)), undefined),
  features: v.fallback(v.optional(v.pipe(v.string(), v.transform((s) => s.split(',').filter((f): f is FeatureCode => (FEATURE_CODES as readonly string[]).includes(f)).join(',')))), undefined),
  lat: num(-90, 90),
  lon: num(-180, 180),
  radius: num(0.1, 1000),
  sort: v.fallback(v.optional(v.picklist(FACILITY_SORTS)), undefined),
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(10_000))), undefined),
  /** The name lat/lon stand for (a city shortcut or a chosen suggestion); with it the radius is picked for results. */
  place: text,
})

export type ListSearch = v.InferOutput<typeof ListSearchSchema>

/**
 * Every key of the schema, undefined where the URL's value is missing, empty or invalid: the router merges a route's
 * search over the raw one, so a dropped key would let the raw value (`sort=x`) through. Undefined keys stay out of
 * links and the URL.
 */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const parsed = v.parse(ListSearchSchema, raw)
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, value === '' ? undefined : value])) as ListSearch
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
  const sort = search.sort === 'distance' && !hasCoordinates(search) && !(search.q || search.location) ? undefined : search.sort
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
