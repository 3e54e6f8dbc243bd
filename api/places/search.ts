import type * as v from 'valibot'
import {
  AUTO_RADIUS_MAX_KM,
  type FacilityListQuery,
  type Place,
  RADIUS_OPTIONS_KM,
  type SearchOrigin,
} from '../contract/marketplace'
import { fold } from '@kernel/text'
import { DEFAULT_RADIUS_KM } from '../contract/marketplace-values'
import { buildFilter, HAVERSINE } from '../facilities/list-query'
import { ADDRESS_MARK } from './phrases'
import { resolvePlace } from './resolve'
import type { Db } from '../lib/db'

type Query = v.InferOutput<typeof FacilityListQuery>

/** A city's own facilities count from this far out at most: beyond it, a same-named address is another place. */
export const CITY_REACH_KM = 25
/** The starting radius of a city search holds at least this share of the facilities whose address names it. */
export const CITY_SHARE = 0.9

export type SearchPlan = {
  /** The query the list runs: a resolved place becomes lat/lon/radius and leaves the text search. */
  query: Query
  origin: Omit<SearchOrigin, 'counts'> | null
  /** Smallest radius that shows the place's own facilities (a city's extent); null for a village or a point. */
  ownRadiusKm: number | null
  alternatives: Place[]
  didYouMean: Place[]
}

/** A shortcut or a chosen suggestion names its place: the gazetteer row of that name at that point, if any. */
async function placeAt(db: Db, name: string, lat: number, lon: number): Promise<Place> {
  const row = await db
    .prepare(
      `SELECT kind, region, parent FROM places WHERE name_folded = ?1 AND latitude BETWEEN ?2 - 0.1 AND ?2 + 0.1
       AND longitude BETWEEN ?3 - 0.15 AND ?3 + 0.15 ORDER BY population DESC LIMIT 1`,
    )
    .bind(fold(name.trim()), lat, lon)
    .first<{ kind: Place['kind']; region: string; parent: string | null }>()
  return {
    id: 'point',
    name,
    kind: row?.kind ?? 'city',
    region: row?.region || null,
    parent: row?.parent ?? null,
    lat,
    lon,
  }
}

/**
 * How far a city reaches (ADR 0037): the smallest radius option holding 90 % of the active facilities whose address
 * names the city and lie within 25 km of its centre. A district of a city reaches the same facilities, measured from
 * the district (ADR 0099): "Wrzeszcz" shows Gdańsk, nearest to Wrzeszcz first. A village or a postcode has no
 * extent and keeps the smallest radius that finds something.
 */
export async function ownRadius(db: Db, place: Place): Promise<number | null> {
  const city = place.kind === 'city' ? place.name : place.kind === 'district' ? place.parent : null
  if (!city) return null
  const options = RADIUS_OPTIONS_KM.filter((km) => km <= CITY_REACH_KM)
  const sums = options.map((km) => `COALESCE(SUM(d <= ${km}), 0) AS r${km}`).join(', ')
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n, ${sums} FROM (SELECT ${HAVERSINE} AS d FROM facilities f
       WHERE f.active = 1 AND f.city = ?3 AND f.latitude != 0 AND f.longitude != 0) WHERE d <= ${CITY_REACH_KM}`,
    )
    .bind(place.lat, place.lon, city)
    .first<Record<string, number>>()
  const total = row?.n ?? 0
  if (!total) return null
  return options.find((km) => (row?.[`r${km}`] ?? 0) >= CITY_SHARE * total) ?? CITY_REACH_KM
}

/**
 * Turns what the visitor typed into where to search. A text that names a place (city, district, postcode, an
 * exonym, a close spelling, an address) is a point with a radius, never a substring match, so "Kraków" cannot
 * return a facility on ul. Krakowska in Wrocław. `location` (the filter panel's field) is resolved first; `q` only
 * when it is the sole text.
 */
export async function planSearch(db: Db, query: Query): Promise<SearchPlan> {
  const none = { ownRadiusKm: null, alternatives: [], didYouMean: [] }
  if (query.lat !== undefined && query.lon !== undefined) {
    const place = query.place ? await placeAt(db, query.place, query.lat, query.lon) : null
    const radiusAuto = query.radius === undefined && place !== null
    const radiusKm = query.radius ?? DEFAULT_RADIUS_KM
    return {
      ...none,
      query: { ...query, radius: radiusAuto ? undefined : radiusKm },
      origin: { place, lat: query.lat, lon: query.lon, radiusKm, radiusAuto },
      ownRadiusKm: place && radiusAuto ? await ownRadius(db, place) : null,
    }
  }
  const field = query.location ? 'location' : query.q ? 'q' : null
  const text = field ? query[field] : undefined
  const resolved = text ? await resolvePlace(db, text) : null
  // A close spelling, or a place among other words, never hides what the text finds as it is ("Lockerbox" is an
  // operator, not a typo; "warsz kazimierz" are words of an address). A comma says the text is a place's parts.
  // A name several cities' districts share is always a question ("Śródmieście": which city?), asked beside what the
  // text finds.
  if (resolved?.place === null && resolved.ask) return { ...none, query, origin: null, didYouMean: resolved.didYouMean }
  const guessed =
    resolved !== null &&
    (resolved.place === null || resolved.via === 'typo' || (resolved.via === 'phrase' && !text!.includes(',')))
  if (!resolved || (guessed && (await textFinds(db, query)))) return { ...none, query, origin: null }
  if (resolved.place === null) return { ...none, query, origin: null, didYouMean: resolved.didYouMean }
  const { place, alternatives, unmatched } = resolved
  const corrected = resolved.via === 'typo'
  const radiusAuto = query.radius === undefined
  return {
    ...none,
    query: { ...query, [field!]: undefined, lat: place.lat, lon: place.lon, radius: query.radius },
    origin: {
      place,
      lat: place.lat,
      lon: place.lon,
      radiusKm: query.radius ?? AUTO_RADIUS_MAX_KM,
      radiusAuto,
      ...(corrected ? { corrected } : {}),
      ...(unmatched ? { unmatched, street: ADDRESS_MARK.test(unmatched) } : {}),
    },
    ownRadiusKm: radiusAuto ? await ownRadius(db, place) : null,
    alternatives,
  }
}

async function textFinds(db: Db, query: Query): Promise<boolean> {
  const { where, params } = buildFilter(query)
  const row = await db
    .prepare(`SELECT 1 AS found FROM facilities f WHERE ${where} LIMIT 1`)
    .bind(...params)
    .first()
  return row !== null
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

/**
 * The starting radius of a named place: a city's own extent, and never less than the smallest option (up to 50 km)
 * that finds something — the village rule; 50 km when even that finds nothing.
 */
export function pickRadius(counts: Record<string, number>, ownRadiusKm: number | null = null): number {
  const found =
    RADIUS_OPTIONS_KM.find((km) => km <= AUTO_RADIUS_MAX_KM && (counts[String(km)] ?? 0) > 0) ?? AUTO_RADIUS_MAX_KM
  return Math.max(found, ownRadiusKm ?? 0)
}
