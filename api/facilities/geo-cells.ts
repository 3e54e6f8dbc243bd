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
