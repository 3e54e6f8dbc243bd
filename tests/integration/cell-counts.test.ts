import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { RADIUS_OPTIONS_KM } from '@api/contract/marketplace'
import { WIDEN_EXACT_UP_TO } from '@api/contract/marketplace-values'
import {
  cellCountSql,
  type Circle,
  morton,
  PLACE_REACH_KM,
  ringCountSql,
  startCells,
} from '@api/facilities/cell-counts'
import { HAVERSINE } from '@api/facilities/list-query'
import { apiFetch } from './api-helpers'
import { d1 } from './d1'

/** The plain count a walk or a kept point stands for: every active facility with a position in the circle. */
function reference({ lat, lon, km }: Circle): number {
  return d1<{ n: number }>(
    `SELECT COUNT(*) AS n FROM facilities f WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0 AND ${HAVERSINE} <= ?3`,
    lat,
    lon,
    km,
  )[0]!.n
}

/** The count as the list makes it (`walkOnly`: by the walk, even where the point's count is kept). */
const counted = (circle: Circle, walkOnly = false) => {
  const { sql, binds } = cellCountSql(circle, { walkOnly })
  return d1<{ total: number }>(sql, ...binds)[0]!.total
}

/** Rows of facility_cells that differ from a count made afresh from the facilities (both ways). */
const drift = () =>
  d1<{ n: number }>(`SELECT COUNT(*) AS n FROM (
    SELECT level, x, y, n FROM facility_cells
    EXCEPT SELECT * FROM fresh
    UNION ALL
    SELECT * FROM fresh EXCEPT SELECT level, x, y, n FROM facility_cells
  )`)[0]!.n

/** Rows of facility_points (migration 0056) that differ from the counted facilities under their leaf cell's z. */
const pointsDrift = () => {
  const bits = (e: string) => `(SELECT s FROM facility_cell_bits WHERE v = ${e})`
  const [x, y] = ['CAST((f.longitude + 180) * 128 AS INTEGER)', 'CAST((f.latitude + 90) * 128 AS INTEGER)']
  const z = `${bits(`${x} & 255`)} | (${bits(`${x} >> 8`)} << 16) | (${bits(`${y} & 255`)} << 1) | (${bits(`${y} >> 8`)} << 17)`
  const counted = `SELECT ${z}, f.id, f.latitude, f.longitude FROM facilities f
    WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0`
  return d1<{ n: number }>(`SELECT COUNT(*) AS n FROM (
    SELECT z, id, latitude, longitude FROM facility_points EXCEPT ${counted}
    UNION ALL
    ${counted} EXCEPT SELECT z, id, latitude, longitude FROM facility_points
  )`)[0]!.n
}

/**
 * Facilities outside their cell's kept bounds (migration 0058): the walk takes a cell whole or drops it by them, so
 * every facility the cell counts must lie within them, however the cell's facilities moved, left or were withdrawn.
 */
const boundsBreach = () =>
  d1<{ n: number }>(`SELECT COUNT(*) AS n FROM facility_cells c JOIN facility_points p
    ON p.z BETWEEN c.z << (2 * c.level) AND ((c.z + 1) << (2 * c.level)) - 1
    WHERE c.south IS NULL OR p.latitude < c.south OR p.latitude > c.north OR p.longitude < c.west OR p.longitude > c.east`)[0]!
    .n

/** Rows of city_reach that differ from the facilities counted afresh, as ownRadius once counted them. */
const reachDrift = () => {
  const d = HAVERSINE.replaceAll('?1', 'r.latitude').replaceAll('?2', 'r.longitude')
  return d1<{ n: number }>(`SELECT COUNT(*) AS n FROM city_reach r WHERE (r.n2, r.n5, r.n10, r.n25) IS NOT (
    SELECT COALESCE(SUM(d <= 2), 0), COALESCE(SUM(d <= 5), 0), COALESCE(SUM(d <= 10), 0), COUNT(*) FROM (
      SELECT ${d} AS d FROM facilities f
      WHERE f.active = 1 AND f.city = r.city AND f.latitude != 0 AND f.longitude != 0) WHERE d <= 25)`)[0]!.n
}

/**
 * Rows of place_reach (migration 0059) that differ from the facilities counted afresh around their point, and
 * gazetteer points with no row or rows with no gazetteer point.
 */
const placeReachDrift = () => {
  const d = HAVERSINE.replaceAll('?1', 'r.latitude').replaceAll('?2', 'r.longitude')
  const sums = PLACE_REACH_KM.map((km) => `COALESCE(SUM(d <= ${km}), 0)`).join(', ')
  const columns = PLACE_REACH_KM.map((km) => `r.n${km}`).join(', ')
  return d1<{ n: number }>(`SELECT
    (SELECT COUNT(*) FROM place_reach r WHERE (${columns}) IS NOT (SELECT ${sums} FROM (
      SELECT ${d} AS d FROM facilities f WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0
        AND f.latitude BETWEEN r.latitude - 1 AND r.latitude + 1)))
    + (SELECT COUNT(*) FROM (SELECT latitude, longitude FROM places WHERE id > 0
        EXCEPT SELECT latitude, longitude FROM place_reach))
    + (SELECT COUNT(*) FROM (SELECT latitude, longitude FROM place_reach
        EXCEPT SELECT latitude, longitude FROM places WHERE id > 0)) AS n`)[0]!.n
}

/** Deterministic points (an LCG), clustered like a town, some on the cells' very edges. */
function points(count: number, lat: number, lon: number) {
  let state = 45
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  return Array.from({ length: count }, (_, i) => {
    if (i % 10 === 0) return [Math.round(lat * 128) / 128, Math.round((lon + next() * 0.2) * 128) / 128] // on an edge
    const r = 0.15 * Math.sqrt(-2 * Math.log(1 - next()))
    const a = 2 * Math.PI * next()
    return [Math.round((lat + r * Math.cos(a)) * 1e5) / 1e5, Math.round((lon + 1.6 * r * Math.sin(a)) * 1e5) / 1e5]
  })
}

const SLUG = `cells-${Date.now().toString(36)}`
const CLUSTER = { lat: 54.1, lon: 22.93 }

beforeAll(() => {
  d1(`CREATE TEMP VIEW IF NOT EXISTS fresh AS SELECT l.level, CAST((f.longitude + 180) * 128 AS INTEGER) >> l.level AS x,
    CAST((f.latitude + 90) * 128 AS INTEGER) >> l.level AS y, COUNT(*) AS n
    FROM facilities f CROSS JOIN facility_cell_levels l WHERE f.active = 1 AND f.latitude != 0 AND f.longitude != 0
    GROUP BY 1, 2, 3`)
  const rows = points(600, CLUSTER.lat, CLUSTER.lon)
  const values = rows.map(() => '(1, ?, ?, ?, ?, ?, ?)').join(', ')
  d1(
    `INSERT INTO facilities (client_id, slug, name, city, active, latitude, longitude) VALUES ${values}`,
    ...rows.flatMap(([lat, lon], i) => [`${SLUG}-${i}`, 'Komórka', 'Suwałki', i % 7 === 3 ? 0 : 1, lat!, lon!]),
  )
})

afterAll(() => {
  d1('DELETE FROM facilities WHERE slug LIKE ?', `${SLUG}-%`)
})

describe('facility_cells (migration 0053)', () => {
  it('keeps the count of every cell and every city’s reach exact through inserts, moves, withdrawals and deletes', () => {
    expect(drift()).toBe(0)
    expect(pointsDrift()).toBe(0)
    expect(boundsBreach()).toBe(0)
    expect(reachDrift()).toBe(0)
    expect(placeReachDrift()).toBe(0)
    expect(
      d1<{ n: number }>(
        "SELECT n25 AS n FROM city_reach r JOIN places p ON p.id = r.place_id WHERE p.name = 'Suwałki' AND p.kind = 'city'",
      )[0]!.n,
    ).toBeGreaterThan(300)
    d1(
      'UPDATE facilities SET latitude = latitude + 0.031, longitude = longitude - 0.047 WHERE slug LIKE ?',
      `${SLUG}-1%`,
    )
    d1('UPDATE facilities SET active = 1 - active WHERE slug LIKE ?', `${SLUG}-2%`)
    d1('UPDATE facilities SET latitude = 0 WHERE slug LIKE ?', `${SLUG}-3%`)
    d1('UPDATE facilities SET name = ? WHERE slug LIKE ?', 'Komórka 2', `${SLUG}-4%`)
    d1('DELETE FROM facilities WHERE slug LIKE ?', `${SLUG}-5%`)
    d1('UPDATE facilities SET city = ? WHERE slug LIKE ?', 'Augustów', `${SLUG}-6%`)
    d1('UPDATE facilities SET active = 1, latitude = latitude WHERE slug LIKE ?', `${SLUG}-7%`)
    expect(drift()).toBe(0)
    expect(pointsDrift()).toBe(0)
    expect(boundsBreach()).toBe(0)
    expect(reachDrift()).toBe(0)
    expect(placeReachDrift()).toBe(0)
    // A place added after its facilities is counted from them at once.
    d1(
      "INSERT INTO places (id, name, name_folded, kind, region, parent, latitude, longitude) VALUES (987654321, 'Komórkowo', 'komorkowo', 'district', 'podlaskie', 'Suwałki', ?, ?)",
      CLUSTER.lat + 0.02,
      CLUSTER.lon - 0.03,
    )
    expect(d1<{ n: number }>('SELECT n25 AS n FROM city_reach WHERE place_id = 987654321')[0]!.n).toBeGreaterThan(100)
    expect(reachDrift()).toBe(0)
    expect(placeReachDrift()).toBe(0)
    // A place moved: its old point goes, its new one is counted.
    d1('UPDATE places SET latitude = latitude + 0.01 WHERE id = 987654321')
    expect(placeReachDrift()).toBe(0)
    d1('DELETE FROM places WHERE id = 987654321')
    expect(d1('SELECT 1 FROM city_reach WHERE place_id = 987654321')).toEqual([])
    expect(placeReachDrift()).toBe(0)
    expect(d1<{ n: number }>('SELECT COUNT(*) AS n FROM facility_cells WHERE n <= 0')[0]!.n).toBe(0)
    // z is x and y interleaved at every level, or a walk would open the wrong quarters.
    const bits = (e: string) => `(SELECT s FROM facility_cell_bits WHERE v = ${e})`
    expect(
      d1<{ n: number }>(`SELECT COUNT(*) AS n FROM facility_cells c WHERE c.z != (${bits('c.x & 255')}
        | (${bits('c.x >> 8')} << 16) | (${bits('c.y & 255')} << 1) | (${bits('c.y >> 8')} << 17))`)[0]!.n,
    ).toBe(0)
    // The walk's start cells are numbered in TypeScript: the same z as the kept cells', at every level.
    for (const c of d1<{ x: number; y: number; z: number }>('SELECT x, y, z FROM facility_cells ORDER BY level, z'))
      expect(morton(c.x, c.y), JSON.stringify(c)).toBe(c.z)
  })

  it('counts every circle exactly as the plain count does, by its walk and by a point’s kept row', () => {
    const [suwalki] = d1<{ lat: number; lon: number }>(
      "SELECT latitude AS lat, longitude AS lon FROM places WHERE name = 'Suwałki' AND kind = 'city'",
    )
    const centres = [
      suwalki!, // a gazetteer point: its counts up to 100 km are kept
      CLUSTER,
      { lat: 54.0625, lon: 22.9375 }, // on a cell's corner
      { lat: 54.16, lon: 22.81 },
      { lat: 52.2297, lon: 21.0122 },
      { lat: 50.0647, lon: 19.945 },
      { lat: 54.352, lon: 18.6466 },
    ]
    const radii = [0.3, 1, 2, 3.7, 5, 10, 25, 50, 100, 250]
    let checked = 0
    for (const centre of centres)
      for (const km of radii) {
        const circle = { ...centre, km }
        const expected = reference(circle)
        expect(counted(circle, true), JSON.stringify(circle)).toBe(expected)
        expect(counted(circle), JSON.stringify(circle)).toBe(expected)
        // Every one of these starts from a few cells below the 8° ones (ADR 0106), not from all of them.
        expect(startCells(centre.lat, centre.lon, km)?.level).toBeLessThan(10)
        checked++
      }
    expect(checked).toBe(70)
    expect(counted({ ...suwalki!, km: 25 })).toBeGreaterThan(100)
  })

  it('counts what a wider radius adds exactly up to the cap, and past it never less than the cap and one', () => {
    const [suwalki] = d1<{ lat: number; lon: number }>(
      "SELECT latitude AS lat, longitude AS lon FROM places WHERE name = 'Suwałki' AND kind = 'city'",
    )
    const centres = [
      suwalki!,
      CLUSTER,
      { lat: 54.0625, lon: 22.9375 },
      { lat: 54.2, lon: 22.7 },
      { lat: 52.2297, lon: 21.0122 },
    ]
    const rings = RADIUS_OPTIONS_KM.slice(1).map((km, i) => [RADIUS_OPTIONS_KM[i]!, km] as const)
    // Caps around the rings' sizes, so the lower bound is tried both just under and just over what a ring holds.
    const caps = [0, 5, 20, 100]
    let under = 0
    let over = 0
    for (const centre of centres)
      for (const [from, km] of rings)
        for (const cap of caps)
          for (const walkOnly of [true, false]) {
            const ring = reference({ ...centre, km }) - reference({ ...centre, km: from })
            const { sql, binds } = ringCountSql({ ...centre, km }, from, cap, { walkOnly })
            const added = d1<{ added: number }>(sql, ...binds)[0]!.added
            const where = JSON.stringify({ centre, from, km, cap, walkOnly, ring })
            const kept = !walkOnly && centre === suwalki && (PLACE_REACH_KM as readonly number[]).includes(km)
            if (ring <= cap || kept) expect(added, where).toBe(ring)
            else expect(added, where).toBeGreaterThan(cap)
            if (ring <= cap) under++
            else over++
          }
    expect(under).toBeGreaterThan(40)
    expect(over).toBeGreaterThan(40)
  })
})

describe('the list’s totals and widen counts', () => {
  const list = async (query: string) => {
    const response = await apiFetch(`/api/marketplace/facilities?${query}`)
    expect(response.status).toBe(200)
    return (await response.json()) as FacilityListResponse
  }

  it('are the plain counts: the radius’s total, and what each wider option adds up to the first that adds any (exact up to the cap)', async () => {
    const largest = RADIUS_OPTIONS_KM.at(-1)!
    let capped = 0
    for (const query of [
      'q=Krak%C3%B3w',
      'q=Warszawa&sort=price',
      'q=Zielonki',
      `lat=${CLUSTER.lat}&lon=${CLUSTER.lon}&radius=2`,
      `lat=${CLUSTER.lat}&lon=${CLUSTER.lon}&radius=25`,
      'lat=52.2297&lon=21.0122&radius=50&sort=distance',
      'q=Krak%C3%B3w&radius=2',
      `lat=${CLUSTER.lat + 0.2}&lon=${CLUSTER.lon}&radius=10`, // the cluster lies in the ring to 25 km
    ]) {
      const body = await list(query)
      const { lat, lon, radiusKm, counts } = body.origin!
      expect(body.total, query).toBe(reference({ lat, lon, km: radiusKm }))
      expect(counts[String(radiusKm)], query).toBe(body.total)
      const wider = RADIUS_OPTIONS_KM.filter((km) => km > radiusKm)
      const shown = wider.filter((km) => counts[String(km)] !== undefined)
      // What a wider option adds is exact up to the cap; past it, never less than the cap and one (ADR 0120).
      for (const km of shown) {
        const [added, exact] = [counts[String(km)]! - body.total, reference({ lat, lon, km }) - body.total]
        if (exact <= WIDEN_EXACT_UP_TO) expect(added, `${query} ${km}`).toBe(exact)
        else {
          expect(added, `${query} ${km}`).toBeGreaterThan(WIDEN_EXACT_UP_TO)
          capped++
        }
      }
      // The first option that adds results is the last one counted; every option before it adds none.
      const adds = wider.find((km) => reference({ lat, lon, km }) > body.total)
      expect(shown.at(-1), query).toBe(adds ?? wider.at(-1))
      expect(shown, query).toEqual(wider.filter((km) => km <= (adds ?? largest)))
    }
    expect(capped).toBeGreaterThan(0)
  })

  it('are read from the place’s kept row when the search names a gazetteer place', async () => {
    // A kept count put 1,000 off shows in the answer: the row was read, and nothing counted the facilities instead.
    const [point] = d1<{ lat: number; lon: number }>(
      "SELECT latitude AS lat, longitude AS lon FROM places WHERE name = 'Suwałki' AND kind = 'city'",
    )
    const shift = (by: number) =>
      d1(
        'UPDATE place_reach SET n5 = n5 + ?, n10 = n10 + ? WHERE latitude = ? AND longitude = ?',
        by,
        by,
        point!.lat,
        point!.lon,
      )
    shift(1000)
    try {
      const body = await list('q=Suwa%C5%82ki&radius=5&sort=name')
      expect(body.total).toBe(reference({ ...point!, km: 5 }) + 1000)
      expect(body.origin!.counts['10']).toBe(reference({ ...point!, km: 10 }) + 1000)
    } finally {
      shift(-1000)
    }
    expect(placeReachDrift()).toBe(0)
  })
})
