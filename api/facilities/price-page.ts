/**
 * The ids of a price-sorted page of a radius with no other filter (ADR 0106). SQLite's own plan walked
 * facilities_order_price from the cheapest facility in the country until the page lay within the circle: 546 index
 * entries for 25 km around Warsaw at 10,000 facilities, and every active facility for 2 km (its page is its
 * dearest). Here the circle is read through the half-degree cells of facilities_price_cell (migration 0056), each
 * cell's cheapest `offset + limit` within the circle in price order, and the page is the cheapest of those: a
 * cell's entries are read only until it has given enough, however many facilities the cell holds. A box narrower
 * than a strip is read whole through facilities_leaf_cell and sorted: fewer rows than any cell it lies in.
 */
import { type Box, boxAround } from './list-query'
import { leafCells } from './geo-cells'

/** Cells per degree of facilities_price_cell's expressions: must stay the 2 of migration 0056. */
const PER_DEGREE = 2
/** Past this many cells (5 × 5: D1 refuses a compound SELECT of more than 5 terms, so they are nested) the old plan. */
const MAX_CELLS = 25
const TERMS = 5
/** facilities_price_cell's expressions, exactly (the table alias aside), or SQLite silently ignores the index. */
const PRICE_X_SQL = `CAST((f.longitude + 180) * ${PER_DEGREE} AS INTEGER)`
const PRICE_Y_SQL = `CAST((f.latitude + 90) * ${PER_DEGREE} AS INTEGER)`
/** The price order (orderBy's `price`), as columns a union can sort on. */
const KEYS = 'f.price_from IS NULL AS k0, f.price_from AS k1, f.id AS k2, f.id AS id'

type Place = { lat: number; lon: number; radius: number }

/**
 * The subquery of a page's ids, in the price order, for `where` (buildFilter's, geo only) around `place`; null when
 * the area is too wide for cells (the old plan reads few rows there: a wide circle holds the cheapest soon).
 */
export function pricePageIds(where: string, place: Place, offset: number, limit: number): string | null {
  const box = boxAround(place.lat, place.lon, place.radius)
  if (leafCells(box))
    return `SELECT ${KEYS} FROM facilities f INDEXED BY facilities_leaf_cell WHERE ${where}
      ORDER BY f.price_from IS NULL, f.price_from, f.id LIMIT ${limit} OFFSET ${offset}`
  const cells = cellsOf(box)
  if (!cells || cells.length > MAX_CELLS) return null
  const terms = cells.map(
    ([x, y]) => `SELECT * FROM (SELECT ${KEYS} FROM facilities f WHERE ${where} AND ${PRICE_X_SQL} = ${x}
      AND ${PRICE_Y_SQL} = ${y} ORDER BY 1, 2, 3 LIMIT ${offset + limit})`,
  )
  const groups: string[] = []
  for (let i = 0; i < terms.length; i += TERMS)
    groups.push(`SELECT * FROM (${terms.slice(i, i + TERMS).join(' UNION ALL ')})`)
  return `SELECT * FROM (${groups.join(' UNION ALL ')}) ORDER BY k0, k1, k2 LIMIT ${limit} OFFSET ${offset}`
}

/**
 * The half-degree cells the box touches. Exact: the doubles are rounded as SQLite rounds them, monotone, so every
 * point of the box (and so of the circle the list cuts with it) is in one of them.
 */
function cellsOf(box: Box): [number, number][] | null {
  const [x0, x1] = [Math.floor((box.lonMin + 180) * PER_DEGREE), Math.floor((box.lonMax + 180) * PER_DEGREE)]
  const [y0, y1] = [Math.floor((box.latMin + 90) * PER_DEGREE), Math.floor((box.latMax + 90) * PER_DEGREE)]
  if (x0 < 0 || y0 < 0 || x1 < x0 || y1 < y0 || (x1 - x0 + 1) * (y1 - y0 + 1) > MAX_CELLS) return null
  const cells: [number, number][] = []
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) cells.push([x, y])
  return cells
}
