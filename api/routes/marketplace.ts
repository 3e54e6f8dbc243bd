import { Hono } from 'hono'
import type { FacilityListResponse, MapPointsResponse } from '../contract/marketplace'
import { FacilityListQuery } from '../contract/marketplace'
import { ApiFailure } from '../lib/errors'
import { buildFilter, orderBy } from '../lib/facility-query'
import { withCompleteGeo } from '../lib/geo-triple'
import { FACILITY_COLUMNS, type FacilityRow, type RichRow, toFacility, toRichContent, toSummary, toUnit, type UnitRow } from '../lib/facility-rows'
import { readQuery } from '../lib/validate'
import type { ApiEnv } from '../types'

const MAP_POINT_LIMIT = 5000

/** Active facility by numeric id or slug (spec: facility paths accept either). */
export async function findActiveFacility(db: D1Database, idOrSlug: string): Promise<FacilityRow | null> {
  const byId = /^\d+$/.test(idOrSlug)
  return db
    .prepare(`SELECT ${FACILITY_COLUMNS} FROM facilities f WHERE ${byId ? 'f.id = ?' : 'f.slug = ?'} AND f.active = 1`)
    .bind(byId ? Number(idOrSlug) : idOrSlug)
    .first<FacilityRow>()
}

async function requireFacility(db: D1Database, idOrSlug: string) {
  const row = await findActiveFacility(db, idOrSlug)
  if (!row) throw new ApiFailure(404, 'FACILITY_NOT_FOUND', 'Facility not found')
  return row
}

export const marketplace = new Hono<ApiEnv>()
  .get('/marketplace/facilities', async (c) => {
    const query = withCompleteGeo(readQuery(c, FacilityListQuery))
    const { where, params, distance } = buildFilter(query)
    const db = c.env.DB
    if (query.map === '1') {
      const rows = await db
        .prepare(`SELECT f.id, f.slug, f.name, f.latitude, f.longitude, f.price_from AS priceFrom, f.city FROM facilities f WHERE ${where} AND f.latitude != 0 AND f.longitude != 0 ORDER BY f.id LIMIT ${MAP_POINT_LIMIT}`)
        .bind(...params)
        .all()
      return c.json({ items: rows.results, total: rows.results.length } as MapPointsResponse)
    }
    const offset = (query.page - 1) * query.limit
    const [count, rows] = await db.batch([
      db.prepare(`SELECT COUNT(*) AS total FROM facilities f WHERE ${where}`).bind(...params),
      db.prepare(`SELECT ${FACILITY_COLUMNS}${distance ? `, ${distance} AS distance_km` : ''} FROM facilities f WHERE ${where} ORDER BY ${orderBy(query, distance)} LIMIT ${query.limit} OFFSET ${offset}`).bind(...params),
    ])
    const total = (count!.results[0] as { total: number }).total
    const body: FacilityListResponse = { items: (rows!.results as FacilityRow[]).map(toSummary), total, page: query.page, limit: query.limit }
    return c.json(body)
  })
  .get('/marketplace/facilities/:idOrSlug', async (c) => {
    return c.json(toFacility(await requireFacility(c.env.DB, c.req.param('idOrSlug'))))
  })
  .get('/marketplace/facilities/:idOrSlug/rich-content', async (c) => {
    const facility = await requireFacility(c.env.DB, c.req.param('idOrSlug'))
    const row = await c.env.DB.prepare('SELECT * FROM facility_rich_content WHERE facility_id = ?').bind(facility.id).first<RichRow>()
    return c.json(toRichContent(row))
  })
  .get('/marketplace/facilities/:idOrSlug/units', async (c) => {
    const facility = await requireFacility(c.env.DB, c.req.param('idOrSlug'))
    const nameColumn = (c.req.header('accept-language') ?? '').toLowerCase().startsWith('en') ? 't.name_en' : 't.name_pl'
    const rows = await c.env.DB.prepare(
      `SELECT u.id, u.code, u.size_label, u.size_m2, u.type, ${nameColumn} AS type_name, u.price_monthly, u.is_active, u.is_occupied
       FROM units u JOIN unit_types t ON t.code = u.type WHERE u.facility_id = ? ORDER BY u.size_m2, u.code`,
    ).bind(facility.id).all<UnitRow>()
    return c.json(rows.results.map(toUnit))
  })
