import { describe, expect, it } from 'vitest'
import type { FacilityListResponse, PlaceSuggestResponse } from '@api/contract/marketplace'
import { RADIUS_OPTIONS_KM } from '@api/contract/marketplace'
import { MAP_CITIES } from '~/features/marketplace/map/city-shortcuts'
import { apiFetch } from './api-helpers'

const list = async (query: string) => {
  const response = await apiFetch(`/api/marketplace/facilities?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as FacilityListResponse
}

/** Great-circle distance computed here, independently of the API's SQL. */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** Every result lies within the shown radius of the place, nearest first. */
function expectAroundOrigin(body: FacilityListResponse) {
  const origin = body.origin!
  expect(origin).toBeDefined()
  expect(body.total).toBeGreaterThan(0)
  const distances = body.items.map((f) => km(origin, { lat: f.latitude!, lon: f.longitude! }))
  for (const [i, d] of distances.entries()) {
    expect(d).toBeLessThanOrEqual(origin.radiusKm + 0.01)
    expect(Math.abs(d - body.items[i]!.distanceKm!)).toBeLessThan(0.06)
  }
  expect(distances).toEqual([...distances].sort((a, b) => a - b))
}

describe('place search', () => {
  it('"Kraków" and "krakow" are the city, not a substring: only facilities around Kraków, never ul. Krakowska in Wrocław', async () => {
    for (const q of ['Kraków', 'krakow', 'KRAKÓW']) {
      const body = await list(`q=${encodeURIComponent(q)}`)
      expect(body.origin!.place!.name).toBe('Kraków')
      expectAroundOrigin(body)
      expect(body.items.every((f) => f.address.city === 'Kraków')).toBe(true)
    }
  })

  // Issue 29 changed this for cities (see the next test): a village keeps the smallest radius that finds something.
  // ADR 0100: the counts hold the shown radius and the wider options up to the first that adds results.
  it('a village picks the smallest radius option that finds something, up to 50 km, and counts what it offers', async () => {
    const body = await list('q=Zielonki')
    const { counts, radiusKm, radiusAuto, place, ownRadiusKm } = body.origin!
    expect(place).toMatchObject({ name: 'Zielonki', kind: 'locality' })
    expect(radiusAuto).toBe(true)
    expect(ownRadiusKm).toBeUndefined()
    expect(body.total).toBeGreaterThan(0)
    for (const km of RADIUS_OPTIONS_KM.filter((r) => r < radiusKm))
      expect((await list(`q=Zielonki&radius=${km}`)).total, `${km} km`).toBe(0)
    expect(Object.keys(counts).map(Number)[0]).toBe(radiusKm)
    expect(body.total).toBe(counts[String(radiusKm)])
  })

  it("a city search starts with the city's own extent: every facility whose address names it, nearest first", async () => {
    // Every active facility, from the plain list (no place search): those with a position can be found by distance.
    const all = (await list('limit=500')).items
    for (const name of ['Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk']) {
      const own = all.filter((f) => f.address.city === name && f.latitude !== null).length
      const body = await list(`q=${encodeURIComponent(name)}&limit=48`)
      expectAroundOrigin(body)
      const shown = body.items.filter((f) => f.address.city === name).length
      expect(shown / own, name).toBeGreaterThanOrEqual(0.8)
      expect(body.origin!.ownRadiusKm, name).toBe(body.origin!.radiusKm)
      // The shortcut (a point with the city's name) starts the same way.
      const city = MAP_CITIES.find((c) => c.name === name)!
      const shortcut = await list(`lat=${city.lat}&lon=${city.lon}&place=${encodeURIComponent(name)}&limit=48`)
      expect(shortcut.items.filter((f) => f.address.city === name).length / own, name).toBeGreaterThanOrEqual(0.8)
    }
  })

  it('keeps an explicit radius and offers the counts to widen it', async () => {
    const body = await list('q=Krak%C3%B3w&radius=2')
    expect(body.origin).toMatchObject({ radiusKm: 2, radiusAuto: false })
    expect(body.total).toBe(body.origin!.counts['2'])
    const widest = Math.max(...Object.keys(body.origin!.counts).map(Number))
    expect(widest).toBeGreaterThan(2)
    expect(body.origin!.counts[String(widest)]).toBeGreaterThan(body.total)
  })

  it('resolves a postcode and a postcode prefix to the area of the facilities that have it', async () => {
    for (const q of ['30-740', '30740', '30-7']) {
      const body = await list(`q=${q}`)
      expect(body.origin!.place!.kind).toBe('postcode')
      expectAroundOrigin(body)
      expect(body.items.map((f) => f.slug)).toContain('skladuj-nowa-huta-krakow')
    }
  })

  it('resolves a district the gazetteer lacks from facility addresses ("Nowa Huta")', async () => {
    const body = await list('q=Nowa%20Huta')
    expect(body.origin!.place).toMatchObject({ name: 'Nowa Huta', kind: 'district', parent: 'Kraków' })
    expectAroundOrigin(body)
  })

  it('a name that is no place is still a text search ("Lockerbox")', async () => {
    const body = await list('q=Lockerbox')
    expect(body.origin).toBeUndefined()
    expect(body.total).toBeGreaterThanOrEqual(4)
    expect(body.items.every((f) => f.name.includes('Lockerbox'))).toBe(true)
  })

  it('takes the most populous of same-named places and offers the others', async () => {
    const body = await list('q=Wola')
    expect(body.origin!.place).toMatchObject({ name: 'Wola', parent: 'Warszawa' })
    expect(body.alternatives?.map((p) => p.region)).toContain('śląskie')
    expectAroundOrigin(body)
  })

  it('the location filter resolves like q, and the English name of the capital works too', async () => {
    expectAroundOrigin(await list('location=Gda%C5%84sk'))
    expect((await list('q=Warsaw')).origin!.place!.name).toBe('Warszawa')
  })

  it("a bare point (the visitor's location) keeps the 2 km default; a named point gets the picked radius", async () => {
    const bare = await list('lat=50.0647&lon=19.945')
    expect(bare.origin).toMatchObject({ place: null, radiusKm: 2, radiusAuto: false })
    const named = await list('lat=50.0647&lon=19.945&place=Krak%C3%B3w')
    expect(named.origin).toMatchObject({ radiusAuto: true })
    expect(named.origin!.place!.name).toBe('Kraków')
    expectAroundOrigin(named)
  })

  it('every one of the 17 city shortcuts finds at least one facility', async () => {
    for (const city of MAP_CITIES) {
      const body = await list(`lat=${city.lat}&lon=${city.lon}&place=${encodeURIComponent(city.name)}`)
      expect(body.total, city.name).toBeGreaterThanOrEqual(1)
      expectAroundOrigin(body)
    }
  })

  it('suggests places by prefix, biggest first, with postcode areas and facility districts', async () => {
    const suggest = async (q: string) =>
      ((await (await apiFetch(`/api/marketplace/places?q=${encodeURIComponent(q)}`)).json()) as PlaceSuggestResponse)
        .items
    expect((await suggest('krak'))[0]).toMatchObject({ name: 'Kraków', kind: 'city', region: 'małopolskie' })
    expect((await suggest('Wola')).filter((p) => p.name === 'Wola').length).toBeGreaterThanOrEqual(2)
    expect((await suggest('nowa h')).map((p) => p.name)).toContain('Nowa Huta')
    expect((await suggest('30-7'))[0]).toMatchObject({ kind: 'postcode', parent: 'Kraków' })
    expect(await suggest('k')).toEqual([])
    const long = await apiFetch(`/api/marketplace/places?q=${'x'.repeat(61)}`)
    expect(long.status).toBe(400)
  })
})
