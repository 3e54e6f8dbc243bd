import type { SuggestedTown } from '../contract/marketplace'
import type { Db } from '../lib/db'

const OFFERED = 3

/**
 * Towns that have active facilities, for an empty result: the nearest to the searched point (its own town left
 * out, when the filters emptied it), or with no point the towns with the most facilities. One grouped read of the
 * city index (facilities_active_city).
 */
export async function nearbyPlaces(
  db: Db,
  origin: { lat: number; lon: number; name: string | null } | null,
): Promise<SuggestedTown[]> {
  const groups = `SELECT city AS name, avg(latitude) AS lat, avg(longitude) AS lon, count(*) AS count FROM facilities
    WHERE active = 1 AND latitude != 0 AND longitude != 0 AND city != ?1 GROUP BY city`
  if (!origin) {
    const rows = await db.prepare(`${groups} ORDER BY count DESC, name LIMIT ${OFFERED}`).bind('').all<SuggestedTown>()
    return rows.results.map((r) => ({ ...r, distanceKm: null }))
  }
  // Planar distance is enough to order towns; the shown distance is the haversine of the winners.
  const scale = Math.cos((origin.lat * Math.PI) / 180)
  const rows = await db
    .prepare(
      `SELECT * FROM (${groups}) ORDER BY (lat - ?2) * (lat - ?2) + (lon - ?3) * (lon - ?3) * ?4 * ?4 LIMIT ${OFFERED}`,
    )
    .bind(origin.name ?? '', origin.lat, origin.lon, scale)
    .all<Omit<SuggestedTown, 'distanceKm'>>()
  return rows.results.map((r) => ({ ...r, distanceKm: Math.round(km(origin, r) * 10) / 10 }))
}

function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
