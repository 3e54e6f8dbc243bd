import { describe, expect, it } from 'vitest'
import type { Facility, FacilityListResponse, MapPointsResponse, Unit } from '../../api/contract/marketplace'
import { apiFetch } from './api-helpers'

const list = async (query: string) => {
  const response = await apiFetch(`/api/marketplace/facilities${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as FacilityListResponse
}

describe('GET /api/marketplace/facilities', () => {
  it('lists active facilities with the spec fields, recommended first', async () => {
    const body = await list('?limit=100')
    expect(body.total).toBeGreaterThanOrEqual(12)
    const first = body.items[0]!
    for (const key of ['id', 'slug', 'name', 'latitude', 'longitude', 'address', 'priceFrom', 'description', 'email', 'phone', 'features', 'image']) {
      expect(first).toHaveProperty(key)
    }
    expect(body.items.slice(0, 3).every((item) => item.recommended)).toBe(true)
  })

  it('searches case- and diacritic-insensitively over name, city and postal code', async () => {
    const plain = await list('?q=krakow')
    const accented = await list(`?q=${encodeURIComponent('KRAKÓW')}`)
    expect(plain.total).toBeGreaterThan(0)
    expect(accented.total).toBe(plain.total)
    expect(plain.items.some((item) => item.address.city === 'Kraków')).toBe(true)
    const postal = await list('?location=30-740')
    expect(postal.items.map((item) => item.address.postalCode)).toContain('30-740')
  })

  it('filters by size, price, type and features on available units', async () => {
    const all = await list('?limit=100')
    const filtered = await list('?minSize=10&priceMax=400&unitType=garaz&features=monitoring&limit=100')
    expect(filtered.total).toBeLessThan(all.total)
    expect(filtered.items.every((item) => item.features.includes('monitoring'))).toBe(true)
  })

  it('filters by radius with haversine and sorts by distance', async () => {
    const near = await list('?lat=52.2297&lon=21.0122&radius=25&sort=distance&limit=100')
    expect(near.total).toBeGreaterThan(0)
    const distances = near.items.map((item) => item.distanceKm!)
    expect(distances.every((d) => d <= 25)).toBe(true)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    expect(near.items.some((item) => item.address.city === 'Kraków')).toBe(false)
  })

  it('pages', async () => {
    const page1 = await list('?limit=5&page=1&sort=name')
    const page2 = await list('?limit=5&page=2&sort=name')
    expect(page1.items).toHaveLength(5)
    expect(page2.items[0]!.id).not.toBe(page1.items[0]!.id)
  })

  it('gives map points only for facilities with coordinates', async () => {
    const response = await apiFetch('/api/marketplace/facilities?map=1')
    const body = (await response.json()) as MapPointsResponse
    expect(body.items.length).toBeGreaterThan(0)
    expect(body.items.every((p) => p.latitude !== 0 && p.longitude !== 0)).toBe(true)
  })

  it.each(['?limit=0', '?page=-1', '?unitType=basen', '?features=sauna', '?lat=abc&lon=1', '?sort=random'])('rejects %s with VALIDATION_ERROR', async (query) => {
    const response = await apiFetch(`/api/marketplace/facilities${query}`)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('VALIDATION_ERROR')
  })
})

describe('one facility by id or slug', () => {
  it('returns the same facility, its rich content and units', async () => {
    const bySlug = (await (await apiFetch('/api/marketplace/facilities/lockerbox-warszawa')).json()) as Facility
    const byId = (await (await apiFetch(`/api/marketplace/facilities/${bySlug.id}`)).json()) as Facility
    expect(byId.slug).toBe('lockerbox-warszawa')
    const rich = await apiFetch('/api/marketplace/facilities/lockerbox-warszawa/rich-content')
    expect(rich.status).toBe(200)
    const units = (await (await apiFetch('/api/marketplace/facilities/lockerbox-warszawa/units')).json()) as Unit[]
    expect(units.length).toBeGreaterThan(0)
    for (const unit of units) expect(unit.isAvailable).toBe(unit.isActive && !unit.isOccupied)
    const availablePrices = units.filter((u) => u.isAvailable && u.priceMonthly != null).map((u) => u.priceMonthly!)
    expect(bySlug.priceFrom).toBe(Math.min(...availablePrices))
  })

  it.each(['/nie-istnieje', '/999999', '/nie-istnieje/units', '/nie-istnieje/rich-content'])('answers FACILITY_NOT_FOUND for %s', async (suffix) => {
    const response = await apiFetch(`/api/marketplace/facilities${suffix}`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { code: string }).code).toBe('FACILITY_NOT_FOUND')
  })
})
