import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { leafCells, lonCells } from './geo-cells'

/** What SQLite's CAST(longitude * 4 + 1000 AS INTEGER) gives: truncation of a positive double. */
const sqlCell = (lon: number) => Math.trunc(lon * 4 + 1000)

describe('lonCells', () => {
  it('names every strip of a box, so adding the condition never drops a facility', () => {
    const lon = fc.double({ min: -180, max: 180, noNaN: true })
    fc.assert(
      fc.property(lon, lon, lon, (a, b, c) => {
        const [min, inside, max] = [a, b, c].sort((x, y) => x - y) as [number, number, number]
        const cells = lonCells(min, max)
        if (cells) for (const value of [min, inside, max]) expect(cells).toContain(sqlCell(value))
      }),
    )
  })

  it('covers a 50 km box around Warsaw with six strips and gives up past 128', () => {
    expect(lonCells(20.278881623537266, 21.745518376462734)).toEqual([1081, 1082, 1083, 1084, 1085, 1086])
    expect(lonCells(21, 21)).toEqual([1084])
    expect(lonCells(0, 40)).toBeNull()
    expect(lonCells(5, 4)).toBeNull()
  })
})

describe('leafCells', () => {
  /** What SQLite's CAST((longitude + 180) * 128 AS INTEGER) and the latitude's give: truncation of a positive double. */
  const leafX = (lon: number) => Math.trunc((lon + 180) * 128)
  const leafY = (lat: number) => Math.trunc((lat + 90) * 128)

  it('names every leaf column and row of a narrow box, so adding the condition never drops a facility', () => {
    const lat = fc.double({ min: 49, max: 55, noNaN: true })
    const lon = fc.double({ min: 14, max: 24, noNaN: true })
    const span = fc.double({ min: 0, max: 0.3, noNaN: true })
    fc.assert(
      fc.property(lat, lon, span, span, fc.double({ min: 0, max: 1, noNaN: true }), (la, lo, dLat, dLon, t) => {
        const box = { latMin: la, latMax: la + dLat, lonMin: lo, lonMax: lo + dLon }
        const condition = leafCells(box)
        if (!condition) return
        const [, columns, first, last] = /IN \(([^)]*)\) AND .* BETWEEN (\d+) AND (\d+)$/.exec(condition)!
        const inside = { lat: box.latMin + t * dLat, lon: box.lonMin + t * dLon }
        for (const point of [inside, { lat: box.latMin, lon: box.lonMin }, { lat: box.latMax, lon: box.lonMax }]) {
          expect(columns!.split(', ').map(Number)).toContain(leafX(point.lon))
          expect(leafY(point.lat)).toBeGreaterThanOrEqual(Number(first))
          expect(leafY(point.lat)).toBeLessThanOrEqual(Number(last))
        }
      }),
    )
  })

  it('gives up past a strip’s width', () => {
    expect(leafCells({ latMin: 52, latMax: 52.1, lonMin: 21, lonMax: 21.3 })).toBeNull()
    expect(leafCells({ latMin: 52, latMax: 52.1, lonMin: 21, lonMax: 21.1 })).toContain('BETWEEN 18176 AND 18188')
  })
})
