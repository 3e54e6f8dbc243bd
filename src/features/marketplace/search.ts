import * as v from 'valibot'
import { FACILITY_SORTS, FEATURE_CODES, type FeatureCode, type FacilityListQueryInput, UNIT_TYPES } from '../../../api/contract/marketplace'

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
  page: v.fallback(v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))), undefined),
})

export type ListSearch = v.InferOutput<typeof ListSearchSchema>

/** Only the keys that hold a value, so links and the URL stay short. */
export function validateListSearch(raw: Record<string, unknown>): ListSearch {
  const parsed = v.parse(ListSearchSchema, raw)
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined && value !== '')) as ListSearch
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
  const sort = search.sort === 'distance' && !hasCoordinates(search) ? undefined : search.sort
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
    radius: hasCoordinates(search) ? str(search.radius ?? 2) : undefined,
    sort: sort ?? 'recommended',
    page: str(search.page ?? 1),
    limit: String(PAGE_SIZE),
  }
}
