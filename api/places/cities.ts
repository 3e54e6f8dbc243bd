import type { CityRef } from '../contract/cities'
import { fold } from '@kernel/text'
import type { Db } from '../lib/db'

/** Public path segment of a city: its folded name with hyphens ("Bielsko-Biała" → "bielsko-biala"). */
export function citySlug(name: string): string {
  return fold(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Operators type "KRAKÓW", "kraków " or "Krakow": one spacing, and a capital where the text had none or only capitals. */
export function tidyCityName(raw: string): string {
  const name = raw.trim().replace(/\s+/g, ' ')
  if (name !== name.toLowerCase() && name !== name.toUpperCase()) return name
  return name.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
}

type GroupRow = { city: string; n: number; lat: number | null; lon: number | null }
type PlaceRow = { name: string; name_folded: string; latitude: number; longitude: number }

/** A gazetteer row this far from the facilities' own centre is a namesake elsewhere in Poland, not their town. */
const SAME_TOWN_KM = 30

function km(aLat: number, aLon: number, bLat: number, bLon: number): number {
  const dLat = (bLat - aLat) * 111.32
  const dLon = (bLon - aLon) * 111.32 * Math.cos(((aLat + bLat) / 2) * (Math.PI / 180))
  return Math.hypot(dLat, dLon)
}

/**
 * Every city with at least one active facility, from the facilities' own city field normalised against the
 * gazetteer: spellings that fold to the same slug are one city, named and centred as the gazetteer has it when it
 * has the town (the namesake nearest the facilities), else by the tidied name and the facilities' own centre.
 * Two queries whatever the number of facilities (the grouping reads the facilities_active_city index).
 */
/** A city with the raw spellings of its facilities' city field (to find exactly its own facilities again). */
export type CityWithSpellings = CityRef & { spellings: string[] }

export async function listCities(db: Db): Promise<CityWithSpellings[]> {
  const groups = await db
    .prepare(
      `SELECT city, count(*) AS n,
         avg(CASE WHEN latitude != 0 AND longitude != 0 THEN latitude END) AS lat,
         avg(CASE WHEN latitude != 0 AND longitude != 0 THEN longitude END) AS lon
       FROM facilities WHERE active = 1 AND trim(city) != '' GROUP BY city`,
    )
    .all<GroupRow>()
  const keys = [...new Set(groups.results.map((g) => fold(tidyCityName(g.city))))]
  const places = keys.length
    ? await db
        .prepare(
          `SELECT name, name_folded, latitude, longitude FROM places WHERE name_folded IN (SELECT value FROM json_each(?1)) AND kind != 'district' ORDER BY population DESC`,
        )
        .bind(JSON.stringify(keys))
        .all<PlaceRow>()
    : { results: [] }
  const byKey = new Map<string, PlaceRow[]>()
  for (const p of places.results) byKey.set(p.name_folded, [...(byKey.get(p.name_folded) ?? []), p])

  type Acc = {
    raw: string[]
    names: Map<string, number>
    n: number
    latSum: number
    lonSum: number
    located: number
    place: PlaceRow | null
  }
  const bySlug = new Map<string, Acc>()
  for (const g of groups.results) {
    const name = tidyCityName(g.city)
    const slug = citySlug(name)
    if (!slug) continue
    const acc: Acc = bySlug.get(slug) ?? {
      raw: [],
      names: new Map(),
      n: 0,
      latSum: 0,
      lonSum: 0,
      located: 0,
      place: null,
    }
    acc.names.set(name, (acc.names.get(name) ?? 0) + g.n)
    acc.raw.push(g.city)
    acc.n += g.n
    if (g.lat !== null && g.lon !== null) {
      acc.latSum += g.lat * g.n
      acc.lonSum += g.lon * g.n
      acc.located += g.n
    }
    bySlug.set(slug, acc)
    if (!acc.place) acc.place = pickPlace(byKey.get(fold(name)) ?? [], g.lat, g.lon)
  }

  const cities: CityWithSpellings[] = []
  for (const [slug, acc] of bySlug) {
    const lat = acc.located ? acc.latSum / acc.located : null
    const lon = acc.located ? acc.lonSum / acc.located : null
    const spelling = [...acc.names].sort((a, b) => b[1] - a[1])[0]![0]
    if (acc.place)
      cities.push({
        slug,
        name: acc.place.name,
        facilities: acc.n,
        lat: acc.place.latitude,
        lon: acc.place.longitude,
        spellings: acc.raw,
      })
    // A city whose facilities all lack coordinates has no point to search around: no page.
    else if (lat !== null && lon !== null)
      cities.push({ slug, name: spelling, facilities: acc.n, lat, lon, spellings: acc.raw })
  }
  return cities.sort((a, b) => b.facilities - a.facilities || a.name.localeCompare(b.name, 'pl'))
}

function pickPlace(candidates: PlaceRow[], lat: number | null, lon: number | null): PlaceRow | null {
  if (!candidates.length) return null
  if (lat === null || lon === null) return candidates[0]!
  let best: PlaceRow | null = null
  let bestKm = SAME_TOWN_KM
  for (const p of candidates) {
    const d = km(lat, lon, p.latitude, p.longitude)
    if (d <= bestKm) [best, bestKm] = [p, d]
  }
  return best
}
