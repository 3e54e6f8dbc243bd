import type { Place } from '../contract/marketplace'
import { fold } from '@kernel/text'
import type { Db } from './db'

/** Suggestions shown while typing; enough to disambiguate "Nowa Wieś" without a wall of options. */
export const SUGGESTION_LIMIT = 8

/** "30-740", "30740", or a prefix of at least two digits ("30", "30-7"). */
const POSTCODE = /^(\d{2})(?:-?(\d{0,3}))?$/

type PlaceRow = {
  id: number
  name: string
  kind: Place['kind']
  region: string
  parent: string | null
  latitude: number
  longitude: number
}

const toPlace = (r: PlaceRow): Place => ({
  id: String(Math.abs(r.id)),
  name: r.name,
  kind: r.kind,
  region: r.region || null,
  parent: r.parent,
  lat: r.latitude,
  lon: r.longitude,
})

/** Alias rows (negative ids) repeat a place under another spelling: one entry per place. */
function unique(places: Place[]): Place[] {
  const seen = new Set<string>()
  return places.filter((p) => {
    if (seen.has(p.id)) return false
    seen.add(p.id)
    return true
  })
}

export function postcodePrefix(text: string): string | null {
  const m = POSTCODE.exec(text.trim())
  if (!m) return null
  return m[2] ? `${m[1]}-${m[2]}` : m[1]!
}

/** Facilities' own postcodes locate a postcode area: the centre of the active facilities that share the prefix. */
async function postcodePlace(db: Db, prefix: string): Promise<Place | null> {
  const upper = prefix.length === 2 ? `${prefix}.` : `${prefix}\u007f`
  const row = await db
    .prepare(
      `SELECT avg(latitude) AS lat, avg(longitude) AS lon, count(*) AS n, max(city) AS city FROM facilities
       WHERE postal_code >= ?1 AND postal_code < ?2 AND active = 1 AND latitude != 0 AND longitude != 0`,
    )
    .bind(prefix, upper)
    .first<{ lat: number | null; lon: number | null; n: number; city: string | null }>()
  if (!row?.n || row.lat === null || row.lon === null) return null
  return {
    id: `pc:${prefix}`,
    name: prefix,
    kind: 'postcode',
    region: null,
    parent: row.city,
    lat: row.lat,
    lon: row.lon,
  }
}

/** Districts that operators name in their address and the gazetteer lacks (e.g. Kraków's Nowa Huta). */
async function facilityDistricts(db: Db, key: string, prefix: boolean): Promise<Place[]> {
  const rows = await db
    .prepare(
      `SELECT min(district) AS name, city, avg(latitude) AS lat, avg(longitude) AS lon FROM facilities
       WHERE district_key ${prefix ? '>= ?1 AND district_key < ?2' : '= ?1'} AND active = 1 AND latitude != 0 AND longitude != 0
       GROUP BY district_key, city ORDER BY count(*) DESC LIMIT ${SUGGESTION_LIMIT}`,
    )
    .bind(...(prefix ? [key, `${key}\u007f`] : [key]))
    .all<{ name: string; city: string; lat: number; lon: number }>()
  return rows.results.map((r) => ({
    id: `d:${fold(r.city)}:${key}`,
    name: r.name,
    kind: 'district',
    region: null,
    parent: r.city,
    lat: r.lat,
    lon: r.lon,
  }))
}

const PLACE_COLUMNS = 'id, name, kind, region, parent, latitude, longitude'

/**
 * What a submitted search text names, if it names a place: a postcode area, a locality or district of the gazetteer
 * (the most populous first; the others are offered as alternatives), or a district from facility addresses.
 * Null means "not a place": the caller searches the text instead.
 */
export async function resolvePlace(db: Db, text: string): Promise<{ place: Place; alternatives: Place[] } | null> {
  const prefix = postcodePrefix(text)
  if (prefix) {
    const place = await postcodePlace(db, prefix)
    return place ? { place, alternatives: [] } : null
  }
  const key = fold(text.trim()).replace(/\s+/g, ' ')
  if (key.length < 2) return null
  const rows = await db
    .prepare(
      `SELECT ${PLACE_COLUMNS} FROM places WHERE name_folded = ? ORDER BY population DESC LIMIT ${SUGGESTION_LIMIT}`,
    )
    .bind(key)
    .all<PlaceRow>()
  const places = unique(rows.results.map(toPlace))
  if (!places.length) places.push(...(await facilityDistricts(db, key, false)))
  const [place, ...alternatives] = places
  return place ? { place, alternatives } : null
}

/** The suggestion list of the search boxes: places whose name starts with the typed text, biggest first. */
export async function suggestPlaces(db: Db, text: string): Promise<Place[]> {
  const prefix = postcodePrefix(text)
  if (prefix) {
    const place = await postcodePlace(db, prefix)
    return place ? [place] : []
  }
  const key = fold(text.trim()).replace(/\s+/g, ' ')
  if (key.length < 2) return []
  const [districts, rows] = await Promise.all([
    facilityDistricts(db, key, true),
    db
      .prepare(
        `SELECT ${PLACE_COLUMNS} FROM places WHERE name_folded >= ?1 AND name_folded < ?2 ORDER BY population DESC LIMIT ${SUGGESTION_LIMIT + 2}`,
      )
      .bind(key, `${key}\u007f`)
      .all<PlaceRow>(),
  ])
  const places = unique(rows.results.map(toPlace))
  const names = new Set(places.map((p) => `${fold(p.name)}|${p.parent ?? ''}`))
  for (const d of districts) if (!names.has(`${fold(d.name)}|${d.parent}`)) places.push(d)
  return places.slice(0, SUGGESTION_LIMIT)
}
