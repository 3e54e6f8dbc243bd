import { Hono } from 'hono'
import { OMNIBUS_LOOKBACK_DAYS, type PriceChangeRow, omnibusReferences } from '../facilities/omnibus'
import type {
  FacilityListResponse,
  MapPoint,
  MapPointsResponse,
  PlaceSuggestResponse,
  SearchOrigin,
} from '../contract/marketplace'
import { FacilityListQuery, PlaceSuggestQuery } from '../contract/marketplace'
import { ApiFailure } from '../lib/errors'
import { langOfAcceptLanguage } from '@kernel/lang'
import { buildFilter, orderBy, orderTerms, pageKeys } from '../facilities/list-query'
import { withCompleteGeo } from '../places/geo-triple'
import {
  FACILITY_COLUMNS,
  type FacilityRow,
  type RichRow,
  toFacility,
  toRichContent,
  toSummary,
  toUnit,
  type UnitRow,
} from '../facilities/rows'
import { PUBLIC_PHOTOS_SQL, type PhotoRow, toPublicPhoto } from '../facilities/listing-rows'
import { nearbyPlaces } from '../places/nearby'
import { addedStatement, autoRadius, nextOption, optionCountStatement, planSearch, widenCounts } from '../places/search'
import { nearestPageFilter } from '../facilities/nearest-page'
import { pricePageIds } from '../facilities/price-page'
import { suggestPlaces } from '../places/resolve'
import { queryOf } from '../lib/validate'
import { facilityReservableSql, unitFreeSql, unitStateSql } from '../reservations/availability'
import { readBatch, rows, totalOf, type TotalRow } from '../db/rows'
import type { ApiEnv } from '../types'
import type { Db } from '../lib/db'

const MAP_POINT_LIMIT = 5000

/** Active facility by numeric id or slug (spec: facility paths accept either). */
export async function findActiveFacility(db: Db, idOrSlug: string): Promise<FacilityRow | null> {
  const byId = /^\d+$/.test(idOrSlug)
  return db
    .prepare(
      `SELECT ${FACILITY_COLUMNS}, ${facilityReservableSql()} AS reservable FROM facilities f WHERE ${byId ? 'f.id = ?' : 'f.slug = ?'} AND f.active = 1`,
    )
    .bind(byId ? Number(idOrSlug) : idOrSlug)
    .first<FacilityRow>()
}

async function requireFacility(db: Db, idOrSlug: string) {
  const row = await findActiveFacility(db, idOrSlug)
  if (!row) throw new ApiFailure(404, 'FACILITY_NOT_FOUND', 'Facility not found')
  return row
}

/** The cheapest listed price: facilities_active_price answers it from its first entry. */
const CHEAPEST_SQL = 'SELECT MIN(price_from) AS price FROM facilities WHERE active = 1 AND price_from IS NOT NULL'
/**
 * The dearest: units_price (migration 0051) read from the top until a unit a renter could take. CROSS JOIN keeps
 * SQLite on that order: driving from the active facilities read every available unit and sorted them.
 */
const DEAREST_SQL = `SELECT u.price_monthly AS price FROM units u CROSS JOIN facilities f ON f.id = u.facility_id
  WHERE u.price_monthly IS NOT NULL AND f.active = 1 AND ${unitFreeSql('u')} ORDER BY u.price_monthly DESC LIMIT 1`

/** Whole złoty that hold every listed price; none when nothing is priced. */
function priceRangeOf(cheapest: number | null | undefined, dearest: number | null | undefined) {
  if (cheapest == null || dearest == null) return undefined
  return { min: Math.floor(cheapest), max: Math.max(Math.ceil(dearest), Math.floor(cheapest) + 1) }
}

export const marketplace = new Hono<ApiEnv>()
  .get('/marketplace/places', queryOf(PlaceSuggestQuery), async (c) => {
    const { q } = c.req.valid('query')
    const body: PlaceSuggestResponse = { items: await suggestPlaces(c.var.db, q) }
    return c.json(body)
  })
  .get('/marketplace/facilities', queryOf(FacilityListQuery), async (c) => {
    const db = c.var.db
    const plan = await planSearch(db, withCompleteGeo(c.req.valid('query')))
    let query = plan.query
    let radiusKm: number | undefined
    if (plan.origin) {
      radiusKm = plan.origin.radiusAuto ? await autoRadius(db, query, plan.ownRadiusKm) : plan.origin.radiusKm
      query = { ...query, radius: radiusKm }
    }
    const { from, where, params, distance, unfiltered, geoOnly, textOnly } = buildFilter(query)
    if (query.map === '1') {
      const points = await db
        .prepare(
          `SELECT f.id, f.slug, f.name, f.latitude, f.longitude, f.price_from AS priceFrom, f.city FROM ${from} WHERE ${where} AND f.latitude != 0 AND f.longitude != 0 ORDER BY f.id LIMIT ${MAP_POINT_LIMIT}`,
        )
        .bind(...params)
        .all<MapPoint>()
      const map: MapPointsResponse = { items: points.results, total: points.results.length }
      return c.json(map)
    }
    const offset = (query.page - 1) * query.limit
    const sort = query.sort ?? (plan.origin ? 'distance' : 'recommended')
    const terms = orderTerms({ ...query, sort }, distance)
    const order = orderBy({ ...query, sort }, distance)
    const keys = pageKeys(terms)
    const pageFilter =
      sort === 'distance' && geoOnly && radiusKm !== undefined
        ? await nearestPageFilter(db, query, radiusKm, offset + query.limit)
        : { from, where, params }
    const pageIds =
      (sort === 'price' && geoOnly && radiusKm !== undefined
        ? pricePageIds(where, { lat: query.lat!, lon: query.lon!, radius: radiusKm }, offset, query.limit)
        : null) ??
      `SELECT f.id, ${keys.columns} FROM ${pageFilter.from} WHERE ${pageFilter.where} ORDER BY ${order} LIMIT ${query.limit} OFFSET ${offset}`
    // The widen offer's first candidate is read with the page: one round trip when it adds results (it usually does).
    const widen = radiusKm === undefined ? undefined : nextOption(radiusKm)
    const [count, page, cheapest, dearest, widenCount] = await readBatch(db, [
      rows<TotalRow>(
        // The unfiltered list's total is kept by triggers (migration 0036): one row instead of every active facility;
        // a radius with no other filter is counted from the counts kept per gazetteer point or per cell (ADR 0119).
        unfiltered
          ? db.prepare('SELECT n AS total FROM active_facility_count WHERE id = 1')
          : geoOnly && radiusKm !== undefined
            ? optionCountStatement(db, query, radiusKm)
            : textOnly
              ? db.prepare(`SELECT COUNT(*) AS total FROM facility_fts s WHERE ${textOnly}`).bind(...params)
              : db.prepare(`SELECT COUNT(*) AS total FROM ${from} WHERE ${where}`).bind(...params),
      ),
      // The page's ids first, then its rows: the filter and the order often run on an index alone (a radius on
      // facilities_geo_cell), and only the page's rows are fetched whole (10,000 facilities, 50 km around Warsaw:
      // 40 → 1 ms; ADR 0061). Joined, not `f.id IN (…)`: the ids are not copied into a list first (24 rows fewer
      // per page, ADR 0106). Ordered by the keys the ids' subquery yields, which SQLite reads in its order instead of
      // sorting the rows again (24 rows fewer, ADR 0111).
      rows<FacilityRow>(
        db
          .prepare(
            `SELECT ${FACILITY_COLUMNS}${distance ? `, ${distance} AS distance_km` : ''} FROM (${pageIds}) p CROSS JOIN facilities f ON f.id = p.id ORDER BY ${keys.order}`,
          )
          .bind(...pageFilter.params),
      ),
      // The price filter's range (issue 44): from the cheapest listed price to the dearest, whatever else is set.
      rows<{ price: number | null }>(db.prepare(CHEAPEST_SQL)),
      rows<{ price: number | null }>(db.prepare(DEAREST_SQL)),
      ...(widen === undefined ? [] : [addedStatement(db, query, radiusKm!, widen)]),
    ])
    const total = totalOf(count)
    const origin: SearchOrigin | undefined =
      plan.origin && radiusKm !== undefined
        ? {
            ...plan.origin,
            radiusKm,
            counts: await widenCounts(db, query, radiusKm, total, widenCount ? (widenCount[0]?.added ?? 0) : undefined),
            ...(plan.ownRadiusKm ? { ownRadiusKm: plan.ownRadiusKm } : {}),
          }
        : undefined
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const items = page.map((row) => toSummary(row, lang))
    // An empty result points somewhere: the nearest towns that have facilities.
    const nearby =
      total === 0 && query.page === 1
        ? await nearbyPlaces(db, origin ? { ...origin, name: origin.place?.name ?? null } : null)
        : undefined
    const body: FacilityListResponse = {
      items,
      total,
      page: query.page,
      limit: query.limit,
      origin,
      alternatives: plan.alternatives.length ? plan.alternatives : undefined,
      didYouMean: plan.didYouMean.length ? plan.didYouMean : undefined,
      nearby,
      priceRange: priceRangeOf(cheapest[0]?.price, dearest[0]?.price),
    }
    return c.json(body)
  })
  .get('/marketplace/facilities/:idOrSlug', async (c) => {
    const row = await requireFacility(c.var.db, c.req.param('idOrSlug'))
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const photos = await c.var.db.prepare(PUBLIC_PHOTOS_SQL).bind(row.id).all<PhotoRow>()
    return c.json(
      toFacility(
        row,
        lang,
        photos.results.map((photo) => toPublicPhoto(photo, lang)),
      ),
    )
  })
  .get('/marketplace/facilities/:idOrSlug/rich-content', async (c) => {
    const facility = await requireFacility(c.var.db, c.req.param('idOrSlug'))
    const row = await c.var.db
      .prepare('SELECT * FROM facility_rich_content WHERE facility_id = ?')
      .bind(facility.id)
      .first<RichRow>()
    return c.json(toRichContent(row, langOfAcceptLanguage(c.req.header('accept-language'))))
  })
  .get('/marketplace/facilities/:idOrSlug/units', async (c) => {
    const facility = await requireFacility(c.var.db, c.req.param('idOrSlug'))
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const nameColumn = lang === 'en' ? 't.name_en' : 't.name_pl'
    const rows = await c.var.db
      .prepare(
        `SELECT u.id, u.code, u.size_label, u.size_m2, u.type, ${nameColumn} AS type_name, u.price_monthly, u.is_active, u.is_occupied,
         ${unitStateSql()} AS state
       FROM units u JOIN unit_types t ON t.code = u.type WHERE u.facility_id = ? ORDER BY u.size_m2, u.code`,
      )
      .bind(facility.id)
      .all<UnitRow>()
    const changes = await c.var.db
      .prepare(
        `SELECT unit_id, old_price, new_price, created_at FROM unit_price_changes
         WHERE facility_id = ? AND created_at >= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${OMNIBUS_LOOKBACK_DAYS} days')`,
      )
      .bind(facility.id)
      .all<PriceChangeRow>()
    const references = omnibusReferences(changes.results)
    return c.json(
      rows.results.map((row) => {
        const unit = toUnit(row, lang)
        const reference = references.get(unit.id)
        // Only a price still as it was set by the reduction is presented as reduced.
        return reference !== undefined && unit.priceMonthly !== null && unit.priceMonthly < reference
          ? { ...unit, lowestPrice30d: reference }
          : unit
      }),
    )
  })
