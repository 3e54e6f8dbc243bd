import { langOfAcceptLanguage } from '@kernel/lang'
import { Hono } from 'hono'
import type { CityIndexResponse, CityListResponse, NearbyPlace } from '../contract/cities'
import { AUTO_RADIUS_MAX_KM, type FacilityListQuery, RADIUS_OPTIONS_KM } from '../contract/marketplace'
import { type CityWithSpellings, citySlug, listCities, tidyCityName } from '../places/cities'
import { ApiFailure } from '../lib/errors'
import { buildFilter, orderBy } from '../facilities/list-query'
import { FACILITY_COLUMNS, type FacilityRow, toSummary } from '../facilities/rows'
import { nearestOption, pickRadius } from '../places/search'
import { type BandRow, priceIndexStatement, toBands } from '../facilities/price-index'
import { readBatch, rows, totalOf, type TotalRow } from '../db/rows'
import type { ApiEnv } from '../types'
import type * as v from 'valibot'
import type { Db } from '../lib/db'

/** Cards on the city page; the link below them opens the full list. */
export const CITY_PAGE_FACILITIES = 12

type NearbyRow = { city: string; district: string | null; n: number }

/** Districts of this city (from facility addresses) and the other localities inside the radius, biggest first. */
function toNearby(rows: NearbyRow[], slug: string): NearbyPlace[] {
  const out = new Map<string, NearbyPlace>()
  for (const row of rows) {
    const own = citySlug(tidyCityName(row.city)) === slug
    const name = own ? row.district?.trim() : tidyCityName(row.city)
    if (!name) continue
    const key = `${own ? 'd' : 'l'}:${citySlug(name)}`
    const entry = out.get(key) ?? { name, kind: own ? 'district' : 'locality', facilities: 0 }
    entry.facilities += row.n
    out.set(key, entry)
  }
  return [...out.values()].sort((a, b) => b.facilities - a.facilities || a.name.localeCompare(b.name, 'pl'))
}

type Query = v.InferOutput<typeof FacilityListQuery>

/**
 * The place search's rule (the smallest radius option up to 50 km that finds a facility), widened when needed to
 * the smallest option that also holds every facility whose own address names this city: a page titled "Kraków"
 * must count the Kraków facilities 7 km out, not only the two nearest the centre. The city's own facilities are
 * facilities, so the option that holds them all already finds one: the nearest option that finds anything is only
 * looked for when none has coordinates.
 */
async function cityRadius(db: Db, city: CityWithSpellings, base: Query): Promise<number> {
  const { distance } = buildFilter(base)
  const own = await db
    .prepare(
      `SELECT max(${distance}) AS d FROM facilities f WHERE f.active = 1 AND f.city IN (SELECT value FROM json_each(?3)) AND f.latitude != 0 AND f.longitude != 0`,
    )
    .bind(base.lat, base.lon, JSON.stringify(city.spellings))
    .first<{ d: number | null }>()
  const ownKm = own?.d ?? null
  const nearest = ownKm === null ? pickRadius(await nearestOption(db, base)) : 0
  return (
    RADIUS_OPTIONS_KM.find((km) => km <= AUTO_RADIUS_MAX_KM && km >= nearest && km >= (ownKm ?? 0)) ??
    AUTO_RADIUS_MAX_KM
  )
}

export const cities = new Hono<ApiEnv>()
  .get('/marketplace/cities', async (c) => {
    const body: CityListResponse = { items: (await listCities(c.var.db)).map(({ spellings: _, ...city }) => city) }
    return c.json(body)
  })
  .get('/marketplace/cities/:slug', async (c) => {
    const db = c.var.db
    const slug = c.req.param('slug')
    const found = (await listCities(db)).find((x) => x.slug === slug)
    if (!found) throw new ApiFailure(404, 'NOT_FOUND', 'No active facility in this city')
    const { spellings: _, ...city } = found
    const base = { lat: city.lat, lon: city.lon, page: 1, limit: CITY_PAGE_FACILITIES } as Query
    const radiusKm = await cityRadius(db, found, base)
    const query = { ...base, radius: radiusKm, sort: 'distance' as const }
    const { where, params, distance } = buildFilter(query)
    const [bands, count, facilities, nearby] = await readBatch(db, [
      rows<BandRow>(priceIndexStatement(db, where, params)),
      rows<TotalRow>(db.prepare(`SELECT COUNT(*) AS total FROM facilities f WHERE ${where}`).bind(...params)),
      rows<FacilityRow>(
        db
          .prepare(
            `SELECT ${FACILITY_COLUMNS}, ${distance} AS distance_km FROM facilities f WHERE ${where} ORDER BY ${orderBy(query, distance)} LIMIT ${CITY_PAGE_FACILITIES}`,
          )
          .bind(...params),
      ),
      rows<NearbyRow>(
        db
          .prepare(
            `SELECT f.city, f.district, COUNT(*) AS n FROM facilities f WHERE ${where} GROUP BY f.city, f.district_key`,
          )
          .bind(...params),
      ),
    ])
    const body: CityIndexResponse = {
      city,
      radiusKm,
      total: totalOf(count),
      bands: toBands(bands),
      facilities: facilities.map((row) => toSummary(row, langOfAcceptLanguage(c.req.header('accept-language')))),
      nearby: toNearby(nearby, slug),
      computedAt: new Date().toISOString(),
    }
    return c.json(body)
  })
