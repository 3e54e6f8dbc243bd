import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { buildFilter } from '@api/facilities/list-query'
import { pricePageIds } from '@api/facilities/price-page'
import { apiFetch } from './api-helpers'
import { d1 } from './d1'

/** The page a plain read gives: every facility in the radius (and its box), in the price order. */
function reference(lat: number, lon: number, km: number, offset: number): number[] {
  const { where, params } = buildFilter({ lat, lon, radius: km, limit: 24, page: 1 } as never)
  return d1<{ id: number }>(
    `SELECT f.id FROM facilities f WHERE ${where} ORDER BY f.price_from IS NULL, f.price_from ASC, f.id LIMIT 24 OFFSET ${offset}`,
    ...(params as number[]),
  ).map((row) => row.id)
}

const SLUG = `price-cells-${Date.now().toString(36)}`
// On a half-degree cell's corner, so circles around it read four cells; prices repeat and some are missing.
const CORNER = { lat: 53.5, lon: 20.5 }

beforeAll(() => {
  const rows = Array.from({ length: 240 }, (_, i) => {
    const a = i * 2.399963
    const r = 0.004 * Math.sqrt(i)
    return [
      CORNER.lat + r * Math.cos(a),
      CORNER.lon + 1.6 * r * Math.sin(a),
      i % 9 === 4 ? null : 100 + ((i * 37) % 23) * 10,
    ]
  })
  d1(
    `INSERT INTO facilities (client_id, slug, name, city, active, latitude, longitude, price_from) VALUES ${rows.map(() => '(1, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
    ...rows.flatMap(([lat, lon, price], i) => [
      `${SLUG}-${i}`,
      'Komórka',
      'Olsztynek',
      i % 11 === 5 ? 0 : 1,
      lat!,
      lon!,
      price ?? null,
    ]),
  )
})

afterAll(() => {
  d1('DELETE FROM facilities WHERE slug LIKE ?', `${SLUG}-%`)
})

describe('a radius’s page by price (ADR 0106)', () => {
  it('is the plain read’s page, for every radius option and the second page', async () => {
    const centres = [
      CORNER,
      { lat: 52.2297, lon: 21.0122 },
      { lat: 50.0647, lon: 19.945 },
      { lat: 54.352, lon: 18.6466 },
    ]
    for (const { lat, lon } of centres)
      for (const km of [2, 5, 10, 25, 50, 100, 250])
        for (const page of [1, 2]) {
          const query = `lat=${lat}&lon=${lon}&radius=${km}&sort=price&page=${page}`
          const response = await apiFetch(`/api/marketplace/facilities?${query}`)
          expect(response.status, query).toBe(200)
          const body = (await response.json()) as FacilityListResponse
          expect(
            body.items.map((item) => item.id),
            query,
          ).toEqual(reference(lat, lon, km, (page - 1) * 24))
        }
  })

  it('reads each cell through facilities_price_cell, and a narrow box through facilities_leaf_cell', () => {
    const plan = (km: number) => {
      const place = { lat: 52.2297, lon: 21.0122, radius: km }
      const { where, params } = buildFilter({ ...place, limit: 24, page: 1 } as never)
      const sql = pricePageIds(where, place, 0, 24)!
      return d1<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, ...(params as number[])).map((row) => row.detail)
    }
    const cells = plan(25)
    expect(cells.filter((step) => step.includes('facilities_price_cell')).length).toBeGreaterThan(1)
    expect(cells.join('\n')).not.toMatch(/facilities_order_price|\bSCAN f\b/)
    expect(plan(2).join('\n')).toMatch(/facilities_leaf_cell/)
    // Past 25 cells the old plan reads few rows: a wide circle holds the cheapest facilities soon.
    expect(
      pricePageIds(
        buildFilter({ lat: 52.2, lon: 21, radius: 250, limit: 24, page: 1 } as never).where,
        { lat: 52.2, lon: 21, radius: 250 },
        0,
        24,
      ),
    ).toBeNull()
  })
})
