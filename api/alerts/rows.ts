import type { AlertSearch, SavedSearch } from '../contract/alerts'
import type { DescribedSearch } from '../contract/alert-words'
import { FEATURE_CODES, type FeatureCode, type UnitType } from '../contract/marketplace-values'
import { cellOf } from './cells'

export type SearchRow = {
  id: number
  email: string
  lang: 'pl' | 'en'
  user_id: number | null
  status: SavedSearch['status']
  place: string
  lat: number
  lon: number
  radius_km: number
  size_min: number | null
  size_max: number | null
  price_max: number | null
  /** Issue 44 (migration 0051): the list's lowest price, when the renter set one. */
  price_min: number | null
  features_mask: number
  unit_type: string | null
  expires_at: number
  created_at: string
}

export const SEARCH_COLUMNS =
  'id, email, lang, user_id, status, place, lat, lon, radius_km, size_min, size_max, price_max, price_min, features_mask, unit_type, expires_at, created_at'

/** Bit i = FEATURE_CODES[i]: the matcher compares a facility's features with one AND. */
export const featureMask = (features: readonly string[]) =>
  FEATURE_CODES.reduce((mask, code, i) => (features.includes(code) ? mask | (1 << i) : mask), 0)

export const featuresOf = (mask: number): FeatureCode[] => FEATURE_CODES.filter((_, i) => mask & (1 << i))

/** The stored columns of a validated search (cell included), in SEARCH_VALUES order. */
export function searchValues(search: AlertSearch) {
  return [
    search.place,
    search.lat,
    search.lon,
    search.radius,
    cellOf(search.lat, search.lon),
    search.minSize ?? null,
    search.maxSize ?? null,
    search.priceMax === undefined ? null : Math.floor(search.priceMax),
    search.priceMin === undefined ? null : Math.ceil(search.priceMin),
    featureMask(search.features ?? []),
    search.unitType ?? null,
  ] as const
}
export const SEARCH_VALUE_COLUMNS =
  'place, lat, lon, radius_km, cell, size_min, size_max, price_max, price_min, features_mask, unit_type'

/** A search's own values, as both the account and the mails name them. */
const valuesOf = (row: SearchRow) => ({
  place: row.place,
  radiusKm: row.radius_km,
  minSize: row.size_min,
  maxSize: row.size_max,
  priceMax: row.price_max,
  priceMin: row.price_min,
  features: featuresOf(row.features_mask),
  unitType: row.unit_type as UnitType | null,
})

/** What a mail says of a search in words (api/contract/alert-words.ts). */
export const describedSearch = (row: SearchRow): DescribedSearch => valuesOf(row)

export const toSavedSearch = (row: SearchRow): SavedSearch => ({
  ...valuesOf(row),
  id: row.id,
  status: row.status,
  lat: row.lat,
  lon: row.lon,
  expiresAt: new Date(row.expires_at * 1000).toISOString(),
  createdAt: row.created_at,
})

/** The list page's query for a saved search, so mails and the account link back to the same results. */
export function listQuery(row: SearchRow): string {
  const q = new URLSearchParams({
    place: row.place,
    lat: String(row.lat),
    lon: String(row.lon),
    radius: String(row.radius_km),
  })
  if (row.size_min !== null) q.set('minSize', String(row.size_min))
  if (row.size_max !== null) q.set('maxSize', String(row.size_max))
  if (row.price_min !== null) q.set('priceMin', String(row.price_min))
  if (row.price_max !== null) q.set('priceMax', String(row.price_max))
  const features = featuresOf(row.features_mask)
  if (features.length) q.set('features', features.join(','))
  if (row.unit_type) q.set('unitType', row.unit_type)
  return q.toString()
}
