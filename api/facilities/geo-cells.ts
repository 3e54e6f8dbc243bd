/**
 * Longitude strips for the radius search (migration 0035, ADR 0075). facilities_geo was ordered by latitude, so a
 * bounding box read every facility in its latitude band, across the whole width of Poland. Naming the strips the box
 * covers lets SQLite seek each strip's latitude range in facilities_geo_cell instead.
 */

/** Strips per degree of longitude: a quarter degree is ~17 km at Poland's latitudes. */
const PER_DEGREE = 4
/** Keeps the cell number positive for every valid longitude, so CAST's truncation is a floor. */
const OFFSET = 1000
/** Past this many strips (1,000 km, the largest radius, spans ~120 in Poland) a full read is as cheap. */
const MAX_STRIPS = 128

/** Must stay the exact expression of the index in migration 0035, or SQLite silently ignores the index. */
export const LON_CELL_SQL = `CAST(f.longitude * ${PER_DEGREE} + ${OFFSET} AS INTEGER)`

/**
 * The strips a longitude range touches, or null when there are too many to be worth naming. Exact, never an
 * approximation: the doubles are computed as SQLite computes them, and rounding is monotone, so every longitude in
 * [min, max] falls in one of these strips.
 */
export function lonCells(min: number, max: number): number[] | null {
  const first = Math.floor(min * PER_DEGREE + OFFSET)
  const last = Math.floor(max * PER_DEGREE + OFFSET)
  if (first < 0 || last < first || last - first + 1 > MAX_STRIPS) return null
  return Array.from({ length: last - first + 1 }, (_, i) => first + i)
}

/** Level 0 cells of migration 0053 per degree: ~0.54 km of longitude and ~0.87 km of latitude here. */
const LEAF_PER_DEGREE = 128
/** Past this many leaf columns (a quarter degree: one strip) the strips read about as little. */
const MAX_LEAF_COLUMNS = 32

/** A facility's level 0 cell: the exact expressions of facilities_leaf_cell (migration 0053), with the table alias. */
export const LEAF_X_SQL = `CAST((f.longitude + 180) * ${LEAF_PER_DEGREE} AS INTEGER)`
export const LEAF_Y_SQL = `CAST((f.latitude + 90) * ${LEAF_PER_DEGREE} AS INTEGER)`

/**
 * For a box narrower than a strip: the leaf columns it covers and its leaf rows, so SQLite seeks each column's rows
 * in facilities_leaf_cell instead of reading a whole 17 km strip's latitude range. Implied by the box as lonCells()
 * is (monotone rounding of the same doubles). Null when the box is wider.
 */
export function leafCells(box: Box) {
  const leaves = leafColumns(box)
  return (
    leaves &&
    `${LEAF_X_SQL} IN (${leaves.columns.join(', ')}) AND ${LEAF_Y_SQL} BETWEEN ${leaves.rows[0]} AND ${leaves.rows[1]}`
  )
}

type Box = { latMin: number; latMax: number; lonMin: number; lonMax: number }

/** leafCells' columns and its first and last row, or null. */
export function leafColumns(box: Box): { columns: number[]; rows: [number, number] } | null {
  const first = Math.floor((box.lonMin + 180) * LEAF_PER_DEGREE)
  const last = Math.floor((box.lonMax + 180) * LEAF_PER_DEGREE)
  if (first < 0 || last < first || last - first + 1 > MAX_LEAF_COLUMNS) return null
  const columns = Array.from({ length: last - first + 1 }, (_, i) => first + i)
  const rows: [number, number] = [
    Math.floor((box.latMin + 90) * LEAF_PER_DEGREE),
    Math.floor((box.latMax + 90) * LEAF_PER_DEGREE),
  ]
  if (rows[0] < 0 || rows[1] < rows[0]) return null
  return { columns, rows }
}
