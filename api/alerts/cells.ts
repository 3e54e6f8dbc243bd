import { MAX_ALERT_RADIUS_KM } from '../contract/alerts'

/**
 * The geographic index of saved searches (ADR 0051): a fixed grid of CELL_DEG × CELL_DEG degrees. A search is
 * stored under the cell of its centre; a changed unit reads the cells whose searches could reach it (every cell
 * within MAX_ALERT_RADIUS_KM of the unit), then SQL keeps those whose own radius does.
 */
export const CELL_DEG = 0.25
const KM_PER_DEG_LAT = 111.32
const ROW = 10_000

const rowOf = (lat: number) => Math.floor((lat + 90) / CELL_DEG)
const colOf = (lon: number) => Math.floor((lon + 180) / CELL_DEG)

/** The cell id of a point: row × 10 000 + column (both small non-negative integers). */
export const cellOf = (lat: number, lon: number) => rowOf(lat) * ROW + colOf(lon)

/** Kilometres per degree of longitude at a latitude (the grid's cells narrow towards the poles). */
export const kmPerDegLon = (lat: number) => KM_PER_DEG_LAT * Math.max(0.01, Math.cos((lat * Math.PI) / 180))

/** Every cell holding a search centre that a search of at most MAX_ALERT_RADIUS_KM could reach this point from. */
export function cellsAround(lat: number, lon: number, km = MAX_ALERT_RADIUS_KM): number[] {
  const dLat = km / KM_PER_DEG_LAT
  // The widest cell span is at the latitude nearest the pole within the band.
  const dLon = km / kmPerDegLon(Math.min(89, Math.abs(lat) + dLat))
  const cells: number[] = []
  for (let r = rowOf(lat - dLat); r <= rowOf(lat + dLat); r++)
    for (let c = colOf(lon - dLon); c <= colOf(lon + dLon); c++) cells.push(r * ROW + c)
  return cells
}

/** Equirectangular distance: within 0.1 % of the great circle at these radii, and what the SQL filter computes. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const x = (b.lon - a.lon) * kmPerDegLon((a.lat + b.lat) / 2)
  const y = (b.lat - a.lat) * KM_PER_DEG_LAT
  return Math.sqrt(x * x + y * y)
}

export const KM_PER_DEG = KM_PER_DEG_LAT
