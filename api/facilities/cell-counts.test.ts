import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { morton, startCells } from './cell-counts'
import { EARTH_RADIUS_KM } from './list-query'

/** The point `km` from (lat, lon) at `bearing` radians, on the haversine's sphere. */
function destination(lat: number, lon: number, km: number, bearing: number): [number, number] {
  const [φ1, λ1, δ] = [(lat * Math.PI) / 180, (lon * Math.PI) / 180, km / EARTH_RADIUS_KM]
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(δ) + Math.cos(φ1) * Math.sin(δ) * Math.cos(bearing))
  const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(δ) * Math.cos(φ1), Math.cos(δ) - Math.sin(φ1) * Math.sin(φ2))
  return [(φ2 * 180) / Math.PI, (λ2 * 180) / Math.PI]
}

describe('startCells (ADR 0106)', () => {
  it('covers every point of the circle: the walk never misses a facility by starting low', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 45, max: 58, noNaN: true }),
        fc.double({ min: 12, max: 26, noNaN: true }),
        fc.constantFrom(0.3, 2, 5, 10, 25, 50, 100, 250),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lon, km, bearing, share) => {
          const start = startCells(lat, lon, km)!
          const [y, x] = destination(lat, lon, km * share, bearing)
          const leaf = morton(Math.floor((x + 180) * 128), Math.floor((y + 90) * 128))
          // A level L cell's code is the leaf code shifted right by 2L (0053's z).
          expect(start.z).toContain(Math.floor(leaf / 4 ** start.level))
        },
      ),
    )
  })

  it('gives up near a pole and across the antimeridian, where the walk starts from every 8° cell', () => {
    expect(startCells(88.5, 20, 100)).toBeNull()
    expect(startCells(52, 179.9, 25)).toBeNull()
    expect(startCells(52.23, 21.01, 25)?.z.length).toBeLessThanOrEqual(36)
  })

  it('numbers cells as migration 0053 does: x on the even bits, y on the odd ones', () => {
    expect([morton(1, 0), morton(0, 1), morton(3, 3), morton(2, 5)]).toEqual([1, 2, 15, 0b100110])
    // The largest leaf cell (longitude 180, latitude 90) needs 32 bits: no signed 32-bit overflow.
    expect(morton(46_080, 23_040)).toBe(Number(spread(46_080n) | (spread(23_040n) << 1n)))
  })
})

function spread(v: bigint): bigint {
  let out = 0n
  for (let bit = 0n; bit < 17n; bit++) out |= ((v >> bit) & 1n) << (2n * bit)
  return out
}
