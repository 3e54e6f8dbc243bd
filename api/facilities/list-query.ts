import type * as v from 'valibot'
import type { FacilityListQuery } from '../contract/marketplace'
import { textSearch } from './fts-query'
import { unitFreeSql } from '../reservations/availability'
import { LEAF_X_SQL, LEAF_Y_SQL, LON_CELL_SQL, leafCells, leafColumns, lonCells } from './geo-cells'

type Query = v.InferOutput<typeof FacilityListQuery>

export const EARTH_RADIUS_KM = 6371

/** Haversine in SQL (D1 ships SQLite's math functions); `?1`/`?2` are the origin's lat/lon. */
export const HAVERSINE = `(${EARTH_RADIUS_KM} * 2 * asin(sqrt(pow(sin(radians(f.latitude - ?1) / 2), 2) + cos(radians(?1)) * cos(radians(f.latitude)) * pow(sin(radians(f.longitude - ?2) / 2), 2))))`

export type Box = { latMin: number; latMax: number; lonMin: number; lonMax: number }

/** Degrees a box is widened by: far above the rounding of its trigonometry, far below a facility's precision. */
const BOX_SLACK_DEG = 1e-7

/**
 * The box the list reads a radius through (index-friendly; the haversine then cuts the circle out of it). It holds
 * the whole circle, so a facility within the radius is never cut off at the box's edge: a latitude degree is
 * R·π/180 km of the haversine's arc, and a circle's widest longitude is asin(sin(d/R) / cos φ). A circle that reaches
 * a pole spans every longitude. A count of the circle alone (kept per place, migration 0059) is then the list's
 * total. 111.32 km a degree, as it once took, cut slivers off the edge: 25 km left out a facility 24.99 km due north.
 */
export function boxAround(lat: number, lon: number, km: number): Box {
  const arc = Math.min(km / EARTH_RADIUS_KM, Math.PI)
  const dLat = (arc * 180) / Math.PI + BOX_SLACK_DEG
  const spread = Math.sin(Math.min(arc, Math.PI / 2)) / Math.cos((lat * Math.PI) / 180)
  const poleWithin = arc >= Math.PI / 2 || Math.abs(lat) + dLat >= 90 || spread >= 1
  const dLon = poleWithin ? 0 : (Math.asin(spread) * 180) / Math.PI + BOX_SLACK_DEG
  return {
    latMin: lat - dLat,
    latMax: lat + dLat,
    lonMin: poleWithin ? -180 : lon - dLon,
    lonMax: poleWithin ? 180 : lon + dLon,
  }
}

/**
 * WHERE clause for the list and the map. Size, price and type filters apply to ONE available unit together
 * (a 5 m² unit under 300 zł, not a 5 m² unit and some other unit under 300 zł).
 */
export function buildFilter(query: Query, { leafJoin }: { leafJoin?: boolean } = {}) {
  const where = ['f.active = 1']
  const params: unknown[] = []
  const hasGeo = query.lat !== undefined && query.lon !== undefined
  // Positional ?1/?2 are reserved for the haversine origin; keep them first.
  if (hasGeo) params.push(query.lat, query.lon)
  const bind = (value: unknown) => {
    params.push(value)
    return `?${params.length}`
  }
  // Every word a substring of the folded search text: the trigram index answers words of 3+ characters; only
  // shorter ones (no trigram to look up) fall back to instr().
  const search = textSearch(query.q || query.location)
  // The rows a statement reads from: the matched ids, when the text is all that narrows them (below).
  let from = 'facilities f'
  let matches: string | null = null
  if (search.match && !hasGeo) {
    // Joined, the matches are read once, in rowid order; `f.id IN (matches)` first copied them into a list and then
    // stepped through it (D1 bills both), and its `LIMIT 1` still read every match (10,000 facilities, "Schowek
    // Gdańsk": the count 447 → 298 rows, the existence check 151 → 1; ADR 0111).
    from = 'facility_fts s CROSS JOIN facilities f ON f.id = s.rowid'
    matches = `s.facility_fts MATCH ${bind(search.match)}`
    where.push(matches)
  } else if (search.match) {
    where.push(`f.id IN (SELECT rowid FROM facility_fts WHERE facility_fts MATCH ${bind(search.match)})`)
    // Unary plus keeps SQLite off the `active` index here: driving from the matched ids (rowid lookups) beats
    // scanning every active facility and probing the match list (10,000 facilities: page query 6.9 → 3.4 ms).
    where[0] = '+f.active = 1'
  }
  for (const term of search.substrings) where.push(`instr(f.search_text, ${bind(term)}) > 0`)
  const unit: string[] = []
  if (query.minSize !== undefined) unit.push(`u.size_m2 >= ${bind(query.minSize)}`)
  if (query.maxSize !== undefined) unit.push(`u.size_m2 <= ${bind(query.maxSize)}`)
  if (query.priceMin !== undefined) unit.push(`u.price_monthly >= ${bind(query.priceMin)}`)
  if (query.priceMax !== undefined) unit.push(`u.price_monthly <= ${bind(query.priceMax)}`)
  if (query.unitType) unit.push(`u.type = ${bind(query.unitType)}`)
  if (unit.length)
    where.push(
      `EXISTS (SELECT 1 FROM units u WHERE u.facility_id = f.id AND ${unitFreeSql()} AND ${unit.join(' AND ')})`,
    )
  for (const feature of query.features ?? []) where.push(`f.features LIKE ${bind(`%"${feature}"%`)}`)
  // Nothing but the place: the facilities a circle holds are then counted from facility_cells (migration 0053).
  const geoOnly = hasGeo && where.length === 1
  if (hasGeo) {
    where.push('f.latitude != 0 AND f.longitude != 0')
    if (query.radius !== undefined) {
      // Bounding box first (index-friendly), exact haversine second.
      const box = boxAround(query.lat!, query.lon!, query.radius)
      where.push(`f.latitude BETWEEN ${bind(box.latMin)} AND ${bind(box.latMax)}`)
      where.push(`f.longitude BETWEEN ${bind(box.lonMin)} AND ${bind(box.lonMax)}`)
      // Implied by the box; a box narrower than a strip is read column by column from facilities_leaf_cell
      // (ADR 0100), a wider one strip by strip from facilities_geo_cell.
      const leaves = leafColumns(box)
      const cells = leaves ? null : lonCells(box.lonMin, box.lonMax)
      if (leaves && leafJoin && from === 'facilities f') {
        // `leafJoin`: the columns joined from VALUES, not an `IN` list, which D1 bills value by value (ADR 0111).
        // Only for a statement of its own: its `where` names the join's `x`.
        from = `(VALUES ${leaves.columns.map((x) => `(${x})`).join(', ')}) x CROSS JOIN facilities f`
        where.push(`${LEAF_X_SQL} = x.column1 AND ${LEAF_Y_SQL} BETWEEN ${leaves.rows[0]} AND ${leaves.rows[1]}`)
      } else if (leaves) where.push(leafCells(box)!)
      else if (cells) where.push(`${LON_CELL_SQL} IN (${cells.join(', ')})`)
      where.push(`${HAVERSINE} <= ${bind(query.radius)}`)
    }
  }
  // No condition beyond `active`: the list's total is then kept in active_facility_count (migration 0036).
  const unfiltered = where.length === 1
  // Nothing but the text: the index holds the active facilities only (migration 0058), so it counts the matches alone.
  const textOnly = matches !== null && where.length === 2 ? matches : null
  return {
    from,
    where: where.join(' AND '),
    params,
    distance: hasGeo ? HAVERSINE : null,
    unfiltered,
    geoOnly,
    textOnly,
  }
}

/** One term of a list order: the key, how it collates, and its direction (none: ascending). */
export type OrderTerm = { key: string; collate?: 'NOCASE'; dir?: 'ASC' | 'DESC' }

const termSql = (term: OrderTerm, key = term.key) =>
  `${key}${term.collate ? ` COLLATE ${term.collate}` : ''}${term.dir ? ` ${term.dir}` : ''}`

export function orderTerms(query: Query, distance: string | null): OrderTerm[] {
  const recommended: OrderTerm = { key: 'f.promoted', dir: 'DESC' }
  const id: OrderTerm = { key: 'f.id' }
  switch (query.sort) {
    case 'price':
      return [{ key: 'f.price_from IS NULL' }, { key: 'f.price_from', dir: 'ASC' }, id]
    case 'pricePerM2':
      return [{ key: 'f.min_price_per_m2 IS NULL' }, { key: 'f.min_price_per_m2', dir: 'ASC' }, id]
    case 'distance':
      return distance ? [{ key: distance, dir: 'ASC' }, id] : [recommended, id]
    case 'name':
      return [{ key: 'f.name', collate: 'NOCASE', dir: 'ASC' }, id]
    default:
      return [
        recommended,
        { key: 'f.available_units = 0' },
        { key: 'f.rating', dir: 'DESC' },
        { key: 'f.review_count', dir: 'DESC' },
        id,
      ]
  }
}

export function orderBy(query: Query, distance: string | null): string {
  return orderTerms(query, distance)
    .map((term) => termSql(term))
    .join(', ')
}

/**
 * A page read as its ids first, then its rows (api/routes/marketplace.ts): the ids' subquery also yields the order's
 * keys as `k0, k1, …`, and the rows are ordered by those, which SQLite reads in the subquery's own order instead of
 * sorting the page again (24 rows fewer per page, ADR 0111).
 */
export function pageKeys(terms: OrderTerm[]) {
  return {
    columns: terms.map((term, i) => `${term.key}${term.collate ? ` COLLATE ${term.collate}` : ''} AS k${i}`).join(', '),
    // A key keeps its collation as a column of the subquery: named again here, SQLite would sort the rows anew.
    order: terms.map((term, i) => `p.k${i}${term.dir ? ` ${term.dir}` : ''}`).join(', '),
  }
}
