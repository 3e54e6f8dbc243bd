import type * as v from 'valibot'
import {
  AUTO_RADIUS_MAX_KM,
  type FacilityListQuery,
  type Place,
  RADIUS_OPTIONS_KM,
  type SearchOrigin,
} from '../contract/marketplace'
import { DEFAULT_RADIUS_KM } from '../contract/marketplace-values'
import { buildFilter } from './facility-query'
import { resolvePlace } from './places'
import type { Db } from './db'

type Query = v.InferOutput<typeof FacilityListQuery>

export type SearchPlan = {
  /** The query the list runs: a resolved place becomes lat/lon/radius and leaves the text search. */
  query: Query
  origin: Omit<SearchOrigin, 'counts'> | null
  alternatives: Place[]
}

/**
 * Turns what the visitor typed into where to search. A text that names a place (city, district, postcode) is a
 * point with a radius, never a substring match, so "Kraków" cannot return a facility on ul. Krakowska in Wrocław.
 * `location` (the filter panel's field) is resolved first; `q` only when it is the sole text.
 */
export async function planSearch(db: Db, query: Query): Promise<SearchPlan> {
  if (query.lat !== undefined && query.lon !== undefined) {
    const place: Place | null = query.place
      ? { id: 'point', name: query.place, kind: 'city', region: null, parent: null, lat: query.lat, lon: query.lon }
      : null
    const radiusAuto = query.radius === undefined && place !== null
    const radiusKm = query.radius ?? DEFAULT_RADIUS_KM
    return {
      query: { ...query, radius: radiusAuto ? undefined : radiusKm },
      origin: { place, lat: query.lat, lon: query.lon, radiusKm, radiusAuto },
      alternatives: [],
    }
  }
  const field = query.location ? 'location' : query.q ? 'q' : null
  const text = field ? query[field] : undefined
  const resolved = text ? await resolvePlace(db, text) : null
  if (!resolved) return { query, origin: null, alternatives: [] }
  const { place, alternatives } = resolved
  const radiusAuto = query.radius === undefined
  return {
    query: { ...query, [field!]: undefined, lat: place.lat, lon: place.lon, radius: query.radius },
    origin: { place, lat: place.lat, lon: place.lon, radiusKm: query.radius ?? AUTO_RADIUS_MAX_KM, radiusAuto },
    alternatives,
  }
}

/**
 * How many facilities (with every other filter applied) lie within each radius option, in one pass over the
 * bounding box of the largest option; the auto-pick and the "widen to 10 km: 3 facilities" offer read it.
 */
export async function radiusCounts(db: Db, query: Query): Promise<Record<string, number>> {
  const largest = RADIUS_OPTIONS_KM.at(-1)!
  const { where, params, distance } = buildFilter({ ...query, radius: largest })
  const sums = RADIUS_OPTIONS_KM.map((km) => `COALESCE(SUM(d <= ${km}), 0) AS r${km}`).join(', ')
  const row = await db
    .prepare(`SELECT ${sums} FROM (SELECT ${distance} AS d FROM facilities f WHERE ${where})`)
    .bind(...params)
    .first<Record<string, number>>()
  return Object.fromEntries(RADIUS_OPTIONS_KM.map((km) => [String(km), row?.[`r${km}`] ?? 0]))
}

/** The smallest radius option (up to 50 km) that finds something; 50 km when even that finds nothing. */
export function pickRadius(counts: Record<string, number>): number {
  return RADIUS_OPTIONS_KM.find((km) => km <= AUTO_RADIUS_MAX_KM && (counts[String(km)] ?? 0) > 0) ?? AUTO_RADIUS_MAX_KM
}
