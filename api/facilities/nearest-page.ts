import type * as v from 'valibot'
import type { FacilityListQuery } from '../contract/marketplace'
import { boxAround, buildFilter, HAVERSINE } from './list-query'
import { LEAF_X_SQL, LEAF_Y_SQL, LON_CELL_SQL, leafColumns, lonCells } from './geo-cells'
import type { Db } from '../lib/db'

type Query = v.InferOutput<typeof FacilityListQuery>

/**
 * Circles tried for the nearest page: fine steps, so the circle read is not much more than the page. Any circle
 * holding the page gives the same page, so the steps only move rows read: 2.5 and 4 km made the circle around
 * Warsaw's centre at 10,000 facilities 2.5 km (34 facilities) instead of 3 (49), and 0.25 km, which nothing short of
 * ten times its density fills, is not tried (ADR 0106).
 */
const PAGE_CIRCLES_KM = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 7, 10, 15, 20, 30, 40, 60, 80, 120, 160]
/**
 * The nearest-first page of a radius with no other filter reads only the smallest circle that holds it (ADR 0100):
 * its first `end` facilities by distance are the radius's first `end`, because every facility outside lies farther.
 * Every box holds its whole circle (boxAround), so no box cuts a circle short of a facility the radius shows.
 */
export async function nearestPageFilter(db: Db, query: Query, radiusKm: number, end: number) {
  const whole = buildFilter(query)
  const circles = PAGE_CIRCLES_KM.filter((km) => km * 1.5 <= radiusKm)
  if (!circles.length) return whole
  const row = await smallestHolding(db, query.lat!, query.lon!, circles, end).first<{ km: number | null }>()
  if (row?.km == null) return whole
  return buildFilter({ ...query, radius: row.km }, { leafJoin: true })
}

/**
 * The first of `radii` (ascending) whose circle holds at least `atLeast` facilities, or null. Each circle is read
 * through its box's leaf columns or longitude strips, as the list reads a box, and stops at `atLeast` found, and the CASE stops at the first circle that holds
 * enough: the rows read are about the page's, however many facilities the radius holds.
 */
function smallestHolding(db: Db, lat: number, lon: number, radii: number[], atLeast: number): D1PreparedStatement {
  const binds: number[] = [lat, lon]
  const bind = (value: number) => {
    binds.push(value)
    return `?${binds.length}`
  }
  const cases = radii.map((km) => {
    const box = boxAround(lat, lon, km)
    const leaves = leafColumns(box)
    const cells = leaves ? null : lonCells(box.lonMin, box.lonMax)
    const strips = leaves
      ? ` AND ${LEAF_X_SQL} = x.column1 AND ${LEAF_Y_SQL} BETWEEN ${leaves.rows[0]} AND ${leaves.rows[1]}`
      : cells
        ? ` AND ${LON_CELL_SQL} IN (${cells.join(', ')})`
        : ''
    const from = leaves
      ? `(VALUES ${leaves.columns.map((x) => `(${x})`).join(', ')}) x CROSS JOIN facilities f`
      : 'facilities f'
    return `WHEN (SELECT COUNT(*) FROM (SELECT 1 FROM ${from} WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0
      AND f.latitude BETWEEN ${bind(box.latMin)} AND ${bind(box.latMax)} AND f.longitude BETWEEN ${bind(box.lonMin)} AND ${bind(box.lonMax)}${strips}
      AND ${HAVERSINE} <= ${bind(km)} LIMIT ${atLeast})) >= ${atLeast} THEN ${km}`
  })
  return db.prepare(`SELECT CASE ${cases.join(' ')} ELSE NULL END AS km`).bind(...binds)
}
