/**
 * How many facilities a circle holds, from the counts kept per cell (migration 0053, ADR 0100), without reading every
 * facility in it. One statement walks down from the few cells that cover the circle: a cell wholly inside the circle
 * adds its kept count, a cell wholly outside is dropped, a cell the edge crosses is opened into its
 * four quarters, unless it holds so few facilities that reading them (facility_points, migration 0056, ADR 0106) is
 * cheaper than opening it; those, and the ~0.9 km cells at the bottom, are measured as the list measures them.
 * Exact, never an estimate: a cell is only taken whole or dropped when bounds that hold for every point in it say
 * so (the bounds of its facilities kept with it, migration 0058), with a margin far above the doubles' rounding.
 */
import { EARTH_RADIUS_KM, HAVERSINE } from './list-query'
import type { Db } from '../lib/db'

/** Level 0 cells per degree; must stay the 128 of migration 0053. */
const PER_DEGREE = 128
/** The coarsest level kept: cells of 1024 / 128 = 8 degrees. */
const TOP_LEVEL = 10
/** Degrees a cell's bounds are widened by: far above the rounding of the bounds' trigonometry. */
const SLACK_DEG = 1e-7
/** Kilometres a cell must clear the circle's edge by to be taken whole or dropped. */
const SLACK_KM = 1e-6
/**
 * A crossed cell holding at most this many facilities is read, not opened: opening costs about two D1 rows per
 * quarter found (the cell's row and the walk's queue). With the facilities' bounds (ADR 0111) 8 reads the least of
 * 4, 8, 12, 16 and 24 at 10,000 and 100,000 facilities, within a few rows of 4.
 */
const READ_AT_MOST = 8
/** The walk starts from the finest level at which at most this many cells cover the circle (ADR 0106). */
const START_CELLS = 36

export type Circle = { lat: number; lon: number; km: number }

/**
 * The radii whose counts are kept per gazetteer point (place_reach, migration 0059): a search by a named place counts
 * its radius and its widen offer from one row. Must stay the columns n2 … n100 of that table and its triggers.
 */
export const PLACE_REACH_KM = [2, 5, 10, 25, 50, 100] as const

/** sin²(d / 2R): the haversine's own measure of a distance, compared instead of the distance. */
const hav = (km: number) => Math.sin(Math.min(km, Math.PI * EARTH_RADIUS_KM) / (2 * EARTH_RADIUS_KM)) ** 2

/**
 * Where a cell's facilities lie, widened by the slack; `c` is the cell's alias. The bounds kept with each cell
 * (migration 0058, ADR 0111) only ever widen, so every facility the cell counts lies within them: a crossed cell whose
 * facilities all lie on one side of the edge is taken whole or dropped instead of being opened or read.
 */
function sides(c: string) {
  return {
    south: `(${c}.south - ${SLACK_DEG})`,
    north: `(${c}.north + ${SLACK_DEG})`,
    west: `(${c}.west - ${SLACK_DEG})`,
    east: `(${c}.east + ${SLACK_DEG})`,
  }
}

/**
 * 0 when the cell is wholly outside, 2 when wholly inside, 1 when the circle's edge may cross it. Bounds of the
 * haversine's sin²(d/2R) = hav(Δφ) + cos φ₁ cos φ hav(Δλ) over the cell: the largest and smallest Δφ and Δλ, with
 * cos φ at the cell's equator-most and pole-most latitude. Binds: ?1 lat, ?2 lon, `k + 1` the inside threshold,
 * `k + 2` the outside one. A ring (`ring`) is the circle less an inner one of the same centre, `k + 4` and `k + 5` its
 * inside and outside thresholds: a cell wholly inside the inner circle is outside the ring.
 */
function stateSql(c: string, k: number, ring = false) {
  const { south, north, west, east } = sides(c)
  const h = (deg: string) => `pow(sin(radians(${deg}) / 2), 2)`
  const cosNear = `(CASE WHEN ${south} <= 0 AND ${north} >= 0 THEN 1 ELSE cos(radians(min(abs(${south}), abs(${north})))) END)`
  const cosFar = `cos(radians(max(abs(${south}), abs(${north}))))`
  // hav(Δλ) grows only up to 180°: past it (a cell across the antimeridian) the bounds give up rather than lie.
  const lonFar = `max(abs(${west} - ?2), abs(${east} - ?2))`
  const lonNear = `(CASE WHEN ${lonFar} <= 180 THEN max(${west} - ?2, ?2 - ${east}, 0) ELSE 0 END)`
  const upper = `(${h(`max(abs(${south} - ?1), abs(${north} - ?1))`)} + cos(radians(?1)) * ${cosNear} * ${h(`min(${lonFar}, 180)`)})`
  const lower = `(${h(`max(${south} - ?1, ?1 - ${north}, 0)`)} + cos(radians(?1)) * ${cosFar} * ${h(lonNear)})`
  if (ring)
    return `CASE WHEN ${lower} > ?${k + 2} OR ${upper} <= ?${k + 4} THEN 0 WHEN ${upper} <= ?${k + 1} AND ${lower} > ?${k + 5} THEN 2 ELSE 1 END`
  return `CASE WHEN ${lower} > ?${k + 2} THEN 0 WHEN ${upper} <= ?${k + 1} THEN 2 ELSE 1 END`
}

/**
 * The statement counting the active facilities with a position within `km` of the point (haversine, as the list
 * measures; the list's box holds the whole circle). One row, `total`. A gazetteer point's count up to 100 km is kept
 * (place_reach, migration 0059): one row read, and the walk below never runs.
 */
export function cellCountStatement(db: Db, circle: Circle): D1PreparedStatement {
  const { sql, binds } = cellCountSql(circle)
  return db.prepare(sql).bind(...binds)
}

/** ringCountSql() as a statement. */
export function ringCountStatement(db: Db, circle: Circle, fromKm: number, cap: number): D1PreparedStatement {
  const { sql, binds } = ringCountSql(circle, fromKm, cap)
  return db.prepare(sql).bind(...binds)
}

/**
 * cellCountStatement()'s SQL and its values, for a test to run beside a plain count. `walkOnly`: the walk even where
 * the count is kept. SQLite evaluates COALESCE's arguments in order and stops at the first that is not null, and a
 * subquery only when it is reached, so a kept point reads its place_reach row alone.
 */
export function cellCountSql({ lat, lon, km }: Circle, { walkOnly = false } = {}): { sql: string; binds: number[] } {
  const binds = [lat, lon, ...thresholds(km)]
  const walk = walkSql(3, startCells(lat, lon, km))
  const kept = (PLACE_REACH_KM as readonly number[]).includes(km) && !walkOnly
  const sql = kept
    ? `SELECT COALESCE((SELECT r.n${km} FROM place_reach r WHERE r.latitude = ?1 AND r.longitude = ?2), ${walk}) AS total`
    : `SELECT ${walk} AS total`
  return { sql, binds }
}

type Start = { level: number; z: number[] }

/**
 * The cells the walk starts from: the finest level at which a few cells cover the circle, so the
 * walk does not open the crossed 8°, 4°, 2°… cells above it one by one (~2 D1 rows each). The cover is wider than
 * the circle (a latitude degree is never under 111 km; the widest longitude of a circle is asin(sin(d/R) / cos φ)),
 * so every facility the count can find lies in these cells. Null where that reasoning fails (a pole within reach, the
 * antimeridian): the walk then starts from every 8° cell.
 */
export function startCells(lat: number, lon: number, km: number): Start | null {
  const arc = (km * 1.001) / EARTH_RADIUS_KM
  const dLat = (arc * 180) / Math.PI + 1e-6
  if (arc >= Math.PI / 2 || Math.abs(lat) + dLat >= 89) return null
  const dLon = (Math.asin(Math.min(1, Math.sin(arc) / Math.cos((lat * Math.PI) / 180))) * 180) / Math.PI + 1e-6
  const [south, north, west, east] = [lat - dLat, lat + dLat, lon - dLon, lon + dLon]
  if (west <= -180 || east >= 180) return null
  const leaf = (deg: number, offset: number) => Math.floor((deg + offset) * PER_DEGREE)
  for (let level = 0; level <= TOP_LEVEL; level++) {
    const [x0, x1] = [leaf(west, 180) >> level, leaf(east, 180) >> level]
    const [y0, y1] = [leaf(south, 90) >> level, leaf(north, 90) >> level]
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > START_CELLS) continue
    const z: number[] = []
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) z.push(morton(x, y))
    return { level, z }
  }
  return null
}

/** x's bits on the even places, y's on the odd ones: the `z` of migration 0053, in exact (unsigned) arithmetic. */
export function morton(x: number, y: number): number {
  let z = 0
  for (let bit = 0, place = 1; bit < 17; bit++, place *= 4) z += (((x >> bit) & 1) + ((y >> bit) & 1) * 2) * place
  return z
}

/** The radius itself, then the haversine measure a cell must stay under to be inside, and over to be outside. */
const thresholds = (km: number) => [km, hav(Math.max(km - SLACK_KM, 0)), hav(km + SLACK_KM)]

/**
 * One walk as a scalar subquery: ?1 lat, ?2 lon, `?k` the radius (then its two thresholds; with `ring`, the inner
 * radius and its two). The start's cells are numbers this module computed, never input, so they are written into the
 * SQL. With `bottom`, a lower bound that reads no facility: a crossed cell is opened down to that level only, and what
 * is still crossed there counts nothing, so the walk's size depends on the circle and the level, not on how many
 * facilities there are.
 */
function walkSql(k: number, start: Start | null, { ring = false, bottom }: { ring?: boolean; bottom?: number } = {}) {
  const state = (c: string) => stateSql(c, k, ring)
  // D1 bills what a cursor steps on. An `IN` list is a table of its own, stepped through value by value, and a range
  // ends on the row past it; an equality seek steps only on a row it finds. So the start's cells are joined from
  // VALUES, and a cell's quarters are four seeks, one recursive term each: at 10,000 facilities the 100 km count
  // around Warsaw reads 460 rows instead of 518 (ADR 0111).
  const from = start
    ? `(VALUES ${start.z.map((z) => `(${z})`).join(', ')}) s CROSS JOIN facility_cells c ON c.level = ${start.level} AND c.z = s.column1`
    : `facility_cells c WHERE c.level = ${TOP_LEVEL}`
  const opened = bottom === undefined ? `p.level > 0 AND p.n > ${READ_AT_MOST}` : `p.level > ${bottom}`
  const quarters = [0, 1, 2, 3].map(
    (quarter) => `  UNION ALL
  SELECT c.level, c.z, c.n, ${state('c')} FROM walk p JOIN facility_cells c
    ON c.level = p.level - 1 AND c.z = p.z * 4 + ${quarter}
  WHERE p.state = 1 AND ${opened} AND ${state('c')} > 0`,
  )
  // A cell's facilities are one range of facility_points' leaf codes: `z << 2L` up to the next cell's.
  const inside = ring ? `${HAVERSINE} <= ?${k} AND ${HAVERSINE} > ?${k + 3}` : `${HAVERSINE} <= ?${k}`
  const crossed =
    bottom === undefined
      ? `WHEN w.state = 1 AND (w.level = 0 OR w.n <= ${READ_AT_MOST}) THEN (
  SELECT COUNT(*) FROM facility_points f WHERE f.z BETWEEN w.z << (2 * w.level) AND ((w.z + 1) << (2 * w.level)) - 1
    AND ${inside}) `
      : ''
  return `(WITH RECURSIVE walk(level, z, n, state) AS (
  SELECT c.level, c.z, c.n, ${state('c')} FROM ${from} ${start ? 'WHERE' : 'AND'} ${state('c')} > 0
${quarters.join('\n')}
)
SELECT COALESCE(SUM(CASE WHEN w.state = 2 THEN w.n ${crossed}ELSE 0 END), 0) FROM walk w)`
}

/**
 * How many facilities a wider radius adds to a circle (`km` around the point, less `fromKm`): exactly up to `cap`,
 * and `cap + 1` or more past it, where the widen offer says "more than" (ADR 0120). An exact count of the ring reads
 * the facilities along both its edges, more of them the denser the catalogue. A ring that holds more than `cap` is
 * told by the cells wholly inside it (down to cells half the ring's width across), without reading a facility; only
 * a ring that holds fewer is counted exactly, and its edges hold few. A gazetteer point's kept counts answer first,
 * exactly. One row, `added`.
 */
export function ringCountSql(
  { lat, lon, km }: Circle,
  fromKm: number,
  cap: number,
  { walkOnly = false } = {},
): { sql: string; binds: number[] } {
  const binds = [lat, lon, ...thresholds(km), ...thresholds(fromKm)]
  const start = startCells(lat, lon, km)
  const bottom = ringBottom(km - fromKm)
  // CASE evaluates its ELSE, and the subquery in it, only when the lower bound did not answer.
  const counted = `CASE WHEN ${walkSql(3, start, { ring: true, bottom })} > ${cap} THEN ${cap + 1} ELSE ${walkSql(3, start, { ring: true })} END`
  const keptRadii = PLACE_REACH_KM as readonly number[]
  const kept = keptRadii.includes(km) && keptRadii.includes(fromKm) && !walkOnly
  const sql = kept
    ? `SELECT COALESCE((SELECT r.n${km} - r.n${fromKm} FROM place_reach r WHERE r.latitude = ?1 AND r.longitude = ?2), ${counted}) AS added`
    : `SELECT ${counted} AS added`
  return { sql, binds }
}

/**
 * A ring's lower bound opens cells until their north–south side (the longer one in Poland) is at most this part of
 * the ring's width. Measured on the bench's catalogues (ADR 0120): a half read the least or close to it in every ring
 * tried; a third or a quarter opened more cells, a whole width often left the bound under the cap, and then the
 * exact count was read as well.
 */
const RING_PARTS = 2

/** The level a ring's lower bound opens cells down to: the coarsest whose side is at most its part of the width. */
function ringBottom(widthKm: number): number {
  const side = (level: number) => (2 ** level / PER_DEGREE) * ((EARTH_RADIUS_KM * Math.PI) / 180)
  let level = 0
  while (level < TOP_LEVEL && side(level + 1) <= widthKm / RING_PARTS) level++
  return level
}
