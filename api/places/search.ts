import type * as v from 'valibot'
import {
  AUTO_RADIUS_MAX_KM,
  type FacilityListQuery,
  type Place,
  RADIUS_OPTIONS_KM,
  type SearchOrigin,
} from '../contract/marketplace'
import { fold } from '@kernel/text'
import { DEFAULT_RADIUS_KM, WIDEN_EXACT_UP_TO } from '../contract/marketplace-values'
import { buildFilter, HAVERSINE } from '../facilities/list-query'
import { cellCountStatement, ringCountStatement } from '../facilities/cell-counts'
import { readBatch, type RowStatement } from '../db/rows'
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
  // A gazetteer city or district: its counts are kept by triggers (migration 0053, ADR 0100), one row.
  const kept = await db
    .prepare(
      `SELECT n25 AS n, ${options.map((km) => `n${km} AS r${km}`).join(', ')} FROM city_reach
       WHERE city = ?1 AND latitude = ?2 AND longitude = ?3 LIMIT 1`,
    )
    .bind(city, place.lat, place.lon)
    .first<Record<string, number>>()
  const row = kept ?? (await countReach(db, place, city, options))
  const total = row?.n ?? 0
  if (!total) return null
  return options.find((km) => (row?.[`r${km}`] ?? 0) >= CITY_SHARE * total) ?? CITY_REACH_KM
}

/** A point the gazetteer does not name (a shortcut's, a district known only from addresses): counted from the facilities. */
async function countReach(db: Db, place: Place, city: string, options: number[]) {
  const sums = options.map((km) => `COALESCE(SUM(d <= ${km}), 0) AS r${km}`).join(', ')
  return db
    .prepare(
      `SELECT COUNT(*) AS n, ${sums} FROM (SELECT ${HAVERSINE} AS d FROM facilities f
       WHERE f.active = 1 AND f.city = ?3 AND f.latitude != 0 AND f.longitude != 0) WHERE d <= ${CITY_REACH_KM}`,
    )
    .bind(place.lat, place.lon, city)
    .first<Record<string, number>>()
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
  const { from, where, params } = buildFilter(query)
  const row = await db
    .prepare(`SELECT 1 AS found FROM ${from} WHERE ${where} LIMIT 1`)
    .bind(...params)
    .first()
  return row !== null
}

/**
 * The smallest radius option up to 50 km, from `fromKm` on, within which a facility matches every other filter;
 * null when none does. Options are tried one by one, nearest first: each read stops at the first facility found.
 */
export async function nearestOption(db: Db, query: Query, fromKm = 0): Promise<number | null> {
  for (const km of RADIUS_OPTIONS_KM) {
    if (km < fromKm) continue
    if (km > AUTO_RADIUS_MAX_KM) break
    const { where, params } = buildFilter({ ...query, radius: km })
    const found = await db
      .prepare(`SELECT 1 AS found FROM facilities f WHERE ${where} LIMIT 1`)
      .bind(...params)
      .first()
    if (found) return km
  }
  return null
}

/**
 * The radius a place search starts with (pickRadius of nearestOption from the city's extent). With no filter but the
 * place, a city's extent needs no read (ADR 0106): ownRadius only answers an option whose circle holds 90 % of a
 * non-zero count of facilities, so nearestOption would stop at that very option.
 */
export async function autoRadius(db: Db, query: Query, ownRadiusKm: number | null): Promise<number> {
  if (ownRadiusKm !== null && buildFilter({ ...query, radius: ownRadiusKm }).geoOnly) return ownRadiusKm
  return pickRadius(await nearestOption(db, query, ownRadiusKm ?? 0), ownRadiusKm)
}

/**
 * How many facilities (with every other filter applied) one radius option holds: the list's total at that radius.
 * With no filter but the place, from the counts kept per gazetteer point or per cell (ADR 0100, ADR 0119).
 */
export function optionCountStatement(db: Db, query: Query, km: number): D1PreparedStatement {
  const { where, params, geoOnly } = buildFilter({ ...query, radius: km })
  if (geoOnly) return cellCountStatement(db, { lat: query.lat!, lon: query.lon!, km })
  return db.prepare(`SELECT COUNT(*) AS total FROM facilities f WHERE ${where}`).bind(...params)
}

/** A wider option's count of what it adds to the shown radius (addedStatement). */
type AddedRow = { added: number }

/**
 * How many facilities (with every other filter applied) a wider radius option adds to the shown one: the number its
 * widen offer shows ("Pokaż 3 kolejne w promieniu 10 km"). Exact up to WIDEN_EXACT_UP_TO, where the offer says "more
 * than" past it (ADR 0120): a count past it may stop at one more, and never reads a whole wide circle for a number
 * nobody is shown. With no filter but the place, from the kept counts (ringCountSql).
 */
export function addedStatement(db: Db, query: Query, fromKm: number, km: number): RowStatement<AddedRow> {
  const { where, params, geoOnly } = buildFilter({ ...query, radius: km })
  if (geoOnly) return ringCountStatement(db, { lat: query.lat!, lon: query.lon!, km }, fromKm, WIDEN_EXACT_UP_TO)
  return db
    .prepare(
      `SELECT COUNT(*) AS added FROM (SELECT 1 FROM facilities f WHERE ${where} AND ${HAVERSINE} > ?${params.length + 1}
       LIMIT ${WIDEN_EXACT_UP_TO + 1})`,
    )
    .bind(...params, fromKm)
}

/**
 * The counts a list page reads (ADR 0100): its own radius's total, then each wider option in turn until one adds
 * results — the one the page offers to widen to. `first` is what the next option adds, when it was already read with
 * the page. Wider options past it are never shown, so never counted (the 250 km option read most of the country).
 */
export async function widenCounts(
  db: Db,
  query: Query,
  radiusKm: number,
  total: number,
  first?: number,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = { [String(radiusKm)]: total }
  for (const km of RADIUS_OPTIONS_KM) {
    if (km <= radiusKm) continue
    let added = first
    if (added === undefined || km !== nextOption(radiusKm)) {
      const [row] = await readBatch(db, [addedStatement(db, query, radiusKm, km)])
      added = row[0]?.added ?? 0
    }
    counts[String(km)] = total + added
    if (added > 0) break
  }
  return counts
}

/** The radius option just wider than this one, if any. */
export const nextOption = (km: number): number | undefined => RADIUS_OPTIONS_KM.find((option) => option > km)

/**
 * The starting radius of a named place: a city's own extent, and never less than the smallest option (up to 50 km)
 * that finds something — the village rule; 50 km when even that finds nothing. `nearest` is nearestOption()'s answer.
 */
export function pickRadius(nearest: number | null, ownRadiusKm: number | null = null): number {
  return Math.max(nearest ?? AUTO_RADIUS_MAX_KM, ownRadiusKm ?? 0)
}
