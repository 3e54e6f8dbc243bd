/** Reading places: the gazetteer by name or alternate name, and districts named by facility addresses. */
import type { Place } from '../contract/marketplace'
import { fold } from '@kernel/text'
import type { Db } from '../lib/db'

/** Suggestions shown while typing; enough to disambiguate "Nowa Wieś" without a wall of options. */
export const SUGGESTION_LIMIT = 8

export type PlaceRow = {
  id: number
  name: string
  kind: Place['kind']
  region: string
  parent: string | null
  latitude: number
  longitude: number
}

export const PLACE_COLUMNS = 'p.id, p.name, p.kind, p.region, p.parent, p.latitude, p.longitude'

export const toPlace = (r: PlaceRow): Place => ({
  id: String(Math.abs(r.id)),
  name: r.name,
  kind: r.kind,
  region: r.region || null,
  parent: r.parent,
  lat: r.latitude,
  lon: r.longitude,
})

/** Alias rows (negative ids, databases seeded before place_names) repeat a place: one entry per place. */
export function unique(places: Place[]): Place[] {
  const seen = new Set<string>()
  return places.filter((p) => {
    if (seen.has(p.id)) return false
    seen.add(p.id)
    return true
  })
}

/** Control characters (a NUL) are never part of a name, and FTS5 cannot take them in a phrase. */
export const placeKey = (text: string) =>
  fold(text.replace(/\p{Cc}/gu, ' ').trim())
    .replace(/\s+/g, ' ')
    .replace(/\s*-\s*/g, '-')

/**
 * Places whose own name is one of `keys`, then places known by one of them as an alternate name ("Cracow"), each
 * group most populous first. `byPopulation` mixes the two groups: a text of several words names its biggest place.
 */
export async function placesNamed(
  db: Db,
  keys: string[],
  byPopulation = false,
  /** Filled with each place's population (by id), for a caller that weighs same-named places. */
  sizes?: Map<string, number>,
): Promise<Place[]> {
  if (!keys.length) return []
  // The keys as one bound JSON array: D1 refuses a statement with more than 100 parameters (issue 41).
  const marks = 'SELECT value FROM json_each(?1)'
  const list = JSON.stringify(keys)
  const [own, alternate] = await Promise.all([
    db
      .prepare(
        `SELECT ${PLACE_COLUMNS}, p.population FROM places p WHERE p.name_folded IN (${marks}) ORDER BY p.population DESC LIMIT 40`,
      )
      .bind(list)
      .all<PlaceRow & { population: number }>(),
    db
      .prepare(
        `SELECT ${PLACE_COLUMNS}, p.population FROM place_names n JOIN places p ON p.id = n.place_id
         WHERE n.name_folded IN (${marks}) AND p.name_folded NOT IN (${marks}) ORDER BY p.population DESC LIMIT 40`,
      )
      .bind(list)
      .all<PlaceRow & { population: number }>(),
  ])
  const rows = [...own.results, ...alternate.results]
  if (byPopulation) rows.sort((a, b) => b.population - a.population)
  for (const r of rows) sizes?.set(String(Math.abs(r.id)), r.population)
  return unique(rows.map(toPlace))
}

/**
 * Districts that operators name in their address and the gazetteer lacks (e.g. Kraków's Nowa Huta). The unary plus
 * keeps SQLite off the `active` index: driving from the district key (facilities_district_cover, migration 0030)
 * reads only the matching addresses, while `active = 1` first read every active facility.
 */
export async function facilityDistricts(db: Db, keys: string[], prefix = false): Promise<Place[]> {
  if (!keys.length) return []
  const match = prefix
    ? 'district_key >= ?1 AND district_key < ?2'
    : 'district_key IN (SELECT value FROM json_each(?1))'
  const rows = await db
    .prepare(
      `SELECT min(district) AS name, district_key AS key, city, avg(latitude) AS lat, avg(longitude) AS lon FROM facilities
       WHERE ${match} AND +active = 1 AND latitude != 0 AND longitude != 0
       GROUP BY district_key, city ORDER BY count(*) DESC LIMIT ${SUGGESTION_LIMIT}`,
    )
    .bind(...(prefix ? [keys[0], `${keys[0]}\u007f`] : [JSON.stringify(keys)]))
    .all<{ name: string; key: string; city: string; lat: number; lon: number }>()
  return rows.results.map((r) => ({
    id: `d:${fold(r.city)}:${r.key}`,
    name: r.name,
    kind: 'district',
    region: null,
    parent: r.city,
    lat: r.lat,
    lon: r.lon,
  }))
}
