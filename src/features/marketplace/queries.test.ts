import { describe, expect, it } from 'vitest'
import { facilityListQuery, facilityQuery, mapPointsQuery, unitsQuery } from './queries'

/** Issue 29: availability and prices are never held in the browser longer than a few seconds. */
describe('marketplace queries that carry prices', () => {
  it('go stale within seconds, the map markers included', () => {
    for (const [name, options] of [
      ['list', facilityListQuery({}, 'en')],
      ['facility', facilityQuery('lockerbox-warszawa', 'en')],
      ['units', unitsQuery('lockerbox-warszawa', 'en')],
      ['map markers', mapPointsQuery('en')],
    ] as const) {
      expect(options.staleTime, name).toBeLessThanOrEqual(5_000)
      // The language is part of the key, so switching it refetches.
      expect(options.queryKey, name).toContain('en')
    }
  })
})
