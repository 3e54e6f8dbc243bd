import type { FacilitySummary } from './marketplace'

/**
 * Size bands of the city price index (spec §9 "typical unit sizes 1–2, 3–5, 6–10, 10–20 m²" plus the larger ones).
 * Each band holds sizes above the previous band's upper bound up to its own (a 2.5 m² unit counts as "3–5").
 */
export const PRICE_BANDS = [
  { id: '1-2', from: 0, to: 2 },
  { id: '3-5', from: 2, to: 5 },
  { id: '6-10', from: 5, to: 10 },
  { id: '10-20', from: 10, to: 20 },
  { id: '20+', from: 20, to: null },
] as const
export type PriceBandId = (typeof PRICE_BANDS)[number]['id']

/** Below this many units a band shows "za mało danych" instead of numbers: one or two units are not a market price. */
export const MIN_BAND_UNITS = 3

/** A city that has at least one active facility; `slug` is its one public path segment. */
export type CityRef = { slug: string; name: string; facilities: number; lat: number; lon: number }
export type CityListResponse = { items: CityRef[] }

/** Net monthly PLN; null when the band has fewer than MIN_BAND_UNITS units. */
export type PriceBand = {
  id: PriceBandId
  units: number
  median: number | null
  min: number | null
  max: number | null
  medianPerM2: number | null
}

/** A district or a neighbouring locality inside the radius, with how many facilities it has. */
export type NearbyPlace = { name: string; kind: 'district' | 'locality'; facilities: number }

export type CityIndexResponse = {
  city: CityRef
  /** The place-search radius rule: the smallest option up to 50 km that finds a facility. */
  radiusKm: number
  /** Active facilities within the radius (what the list shows for this city). */
  total: number
  bands: PriceBand[]
  /** Nearest the centre first. */
  facilities: FacilitySummary[]
  nearby: NearbyPlace[]
  computedAt: string
}
