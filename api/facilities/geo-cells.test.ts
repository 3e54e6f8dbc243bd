import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { lonCells } from './geo-cells'

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
