import { describe, expect, it } from 'vitest'
import { RADIUS_OPTIONS_KM } from '../contract/marketplace-values'
import { boxAround, EARTH_RADIUS_KM } from './list-query'

/** The point `km` from (lat, lon) on the initial bearing `bearing` (radians), on the haversine's sphere. */
function destination(lat: number, lon: number, km: number, bearing: number) {
  const [φ, λ, δ] = [(lat * Math.PI) / 180, (lon * Math.PI) / 180, km / EARTH_RADIUS_KM]
  const φ2 = Math.asin(Math.sin(φ) * Math.cos(δ) + Math.cos(φ) * Math.sin(δ) * Math.cos(bearing))
  const λ2 = λ + Math.atan2(Math.sin(bearing) * Math.sin(δ) * Math.cos(φ), Math.cos(δ) - Math.sin(φ) * Math.sin(φ2))
  return { lat: (φ2 * 180) / Math.PI, lon: (λ2 * 180) / Math.PI }
}

describe('boxAround', () => {
  it('holds every point of the circle, up to its very edge, and little more', () => {
    for (const lat of [0, 49.0, 52.2297, 54.8, 70])
      for (const km of [0.5, ...RADIUS_OPTIONS_KM]) {
        const box = boxAround(lat, 21.0122, km)
        for (let step = 0; step < 720; step++) {
          const edge = destination(lat, 21.0122, km, (step * Math.PI) / 360)
          const where = JSON.stringify({ lat, km, edge })
          expect(edge.lat, where).toBeGreaterThanOrEqual(box.latMin)
          expect(edge.lat, where).toBeLessThanOrEqual(box.latMax)
          expect(edge.lon, where).toBeGreaterThanOrEqual(box.lonMin)
          expect(edge.lon, where).toBeLessThanOrEqual(box.lonMax)
        }
        // The circle's own box: due north is on its edge, within a millionth of a degree.
        expect(box.latMax - destination(lat, 21.0122, km, 0).lat).toBeLessThan(1e-6)
      }
  })

  it('spans every longitude when the circle reaches a pole', () => {
    expect(boxAround(89.5, 21, 100)).toMatchObject({ lonMin: -180, lonMax: 180 })
  })
})
