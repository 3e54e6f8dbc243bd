/**
 * How many facilities a circle holds, from the counts kept per cell (migration 0053, ADR 0100), without reading every
 * facility in it. One statement walks down from the 8-degree cells: a cell wholly inside the circle (and its box)
 * adds its kept count, a cell wholly outside is dropped, a cell the edge crosses is opened into its four quarters,
 * and in the ~0.9 km cells at the bottom the edge crosses, the facilities are read and measured as the list measures
 * them. Exact, never an estimate: a cell is only taken whole or dropped when bounds that hold for every point in it
 * say so, with a margin far above the doubles' rounding.
 */
import { EARTH_RADIUS_KM, HAVERSINE, type Box } from './list-query'
import { LEAF_X_SQL, LEAF_Y_SQL } from './geo-cells'
import type { Db } from '../lib/db'

/** Level 0 cells per degree; must stay the 128 of migration 0053. */
const PER_DEGREE = 128
/** The coarsest level kept: cells of 1024 / 128 = 8 degrees. */
const TOP_LEVEL = 10
/** Degrees a cell's bounds are widened by: far above a double's rounding of `(latitude + 90) * 128`. */
const SLACK_DEG = 1e-7
/** Kilometres a cell must clear the circle's edge by to be taken whole or dropped. */
const SLACK_KM = 1e-6

export type Circle = { lat: number; lon: number; km: number; box?: Box }

/** sin²(d / 2R): the haversine's own measure of a distance, compared instead of the distance. */
const hav = (km: number) => Math.sin(Math.min(km, Math.PI * EARTH_RADIUS_KM) / (2 * EARTH_RADIUS_KM)) ** 2

/** A cell's sides in degrees, widened by the slack; `c` is the cell's alias (level, x, y). */
function sides(c: string) {
  const span = `((1 << ${c}.level) / ${PER_DEGREE}.0)`
  return {
    south: `(${c}.y * ${span} - 90 - ${SLACK_DEG})`,
    north: `((${c}.y + 1) * ${span} - 90 + ${SLACK_DEG})`,
    west: `(${c}.x * ${span} - 180 - ${SLACK_DEG})`,
    east: `((${c}.x + 1) * ${span} - 180 + ${SLACK_DEG})`,
  }
}

/**
 * 0 when the cell is wholly outside, 2 when wholly inside, 1 when the circle's edge (or its box's) may cross it.
 * Bounds of the haversine's sin²(d/2R) = hav(Δφ) + cos φ₁ cos φ hav(Δλ) over the cell: the largest and smallest
 * Δφ and Δλ, with cos φ at the cell's equator-most and pole-most latitude. Binds: ?1 lat, ?2 lon, `k + 1` the
 * inside threshold, `k + 2` the outside one, ?6..?9 the box.
 */
function stateSql(c: string, box: boolean, k: number) {
  const { south, north, west, east } = sides(c)
  const h = (deg: string) => `pow(sin(radians(${deg}) / 2), 2)`
  const cosNear = `(CASE WHEN ${south} <= 0 AND ${north} >= 0 THEN 1 ELSE cos(radians(min(abs(${south}), abs(${north})))) END)`
  const cosFar = `cos(radians(max(abs(${south}), abs(${north}))))`
  // hav(Δλ) grows only up to 180°: past it (a cell across the antimeridian) the bounds give up rather than lie.
  const lonFar = `max(abs(${west} - ?2), abs(${east} - ?2))`
  const lonNear = `(CASE WHEN ${lonFar} <= 180 THEN max(${west} - ?2, ?2 - ${east}, 0) ELSE 0 END)`
  const upper = `(${h(`max(abs(${south} - ?1), abs(${north} - ?1))`)} + cos(radians(?1)) * ${cosNear} * ${h(`min(${lonFar}, 180)`)})`
  const lower = `(${h(`max(${south} - ?1, ?1 - ${north}, 0)`)} + cos(radians(?1)) * ${cosFar} * ${h(lonNear)})`
  const outside = box
    ? `${lower} > ?${k + 2} OR ${north} < ?6 OR ${south} > ?7 OR ${east} < ?8 OR ${west} > ?9`
    : `${lower} > ?${k + 2}`
  const inside = box
    ? `${upper} <= ?${k + 1} AND ${south} >= ?6 AND ${north} <= ?7 AND ${west} >= ?8 AND ${east} <= ?9`
    : `${upper} <= ?${k + 1}`
  return `CASE WHEN ${outside} THEN 0 WHEN ${inside} THEN 2 ELSE 1 END`
}

/**
 * The statement counting the active facilities with a position within `km` of the point (haversine, as the list
 * measures) and, with a box, inside it too (the list's bounding box: its slivers outside the circle's own box matter).
 * One row, `total`.
 */
export function cellCountStatement(db: Db, circle: Circle): D1PreparedStatement {
  const { sql, binds } = cellCountSql(circle)
  return db.prepare(sql).bind(...binds)
}

/** cellCountStatement()'s SQL and its values, for a test to run beside a plain count. */
export function cellCountSql({ lat, lon, km, box }: Circle): { sql: string; binds: number[] } {
  const binds = [lat, lon, ...thresholds(km)]
  if (box) binds.push(box.latMin, box.latMax, box.lonMin, box.lonMax)
  return { sql: `SELECT ${walkSql(box !== undefined, 3)} AS total`, binds }
}

/** The radius itself, then the haversine measure a cell must stay under to be inside, and over to be outside. */
const thresholds = (km: number) => [km, hav(Math.max(km - SLACK_KM, 0)), hav(km + SLACK_KM)]

/** One walk as a scalar subquery: ?1 lat, ?2 lon, `?k` the radius (then its two thresholds), ?6..?9 the box. */
function walkSql(boxed: boolean, k: number): string {
  const edge = boxed ? ' AND f.latitude BETWEEN ?6 AND ?7 AND f.longitude BETWEEN ?8 AND ?9' : ''
  // A cell's quarters are one range of the level below (z is a Morton code): one seek, not four.
  return `(WITH RECURSIVE walk(level, z, x, y, n, state) AS (
  SELECT c.level, c.z, c.x, c.y, c.n, ${stateSql('c', boxed, k)} FROM facility_cells c WHERE c.level = ${TOP_LEVEL}
  UNION ALL
  SELECT c.level, c.z, c.x, c.y, c.n, ${stateSql('c', boxed, k)} FROM walk p JOIN facility_cells c
    ON c.level = p.level - 1 AND c.z BETWEEN p.z * 4 AND p.z * 4 + 3
  WHERE p.state = 1 AND p.level > 0
)
SELECT COALESCE(SUM(CASE WHEN w.state = 2 THEN w.n WHEN w.state = 1 AND w.level = 0 THEN (
  SELECT COUNT(*) FROM facilities f WHERE f.active = 1 AND ${LEAF_X_SQL} = w.x AND ${LEAF_Y_SQL} = w.y
    AND f.latitude != 0 AND f.longitude != 0${edge} AND ${HAVERSINE} <= ?${k}) ELSE 0 END), 0) FROM walk w)`
}
