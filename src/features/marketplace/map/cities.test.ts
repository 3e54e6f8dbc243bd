import { describe, expect, it } from 'vitest'
import { DEMO_FACILITIES } from '@api/db/seed/demo-data'
import { MAP_CITIES } from './city-shortcuts'

const km = (f: { latitude: number; longitude: number }, c: { lat: number; lon: number }) =>
  Math.hypot((f.latitude - c.lat) * 111.32, (f.longitude - c.lon) * 111.32 * Math.cos((c.lat * Math.PI) / 180))

describe('city shortcuts', () => {
  // The demo seed shows the product: no shortcut leads to an empty map.
  it('have 2+ active demo facilities within 10 km, 6+ in the five biggest cities', () => {
    const active = DEMO_FACILITIES.filter((f) => f.active && f.latitude !== 0)
    for (const city of MAP_CITIES) {
      const near = active.filter((f) => km(f, city) <= 10)
      expect(near.length, city.name).toBeGreaterThanOrEqual(
        ['Warszawa', 'Kraków', 'Wrocław', 'Poznań', 'Gdańsk'].includes(city.name) ? 6 : 2,
      )
    }
  })
})
