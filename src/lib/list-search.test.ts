import { describe, expect, it } from 'vitest'
import { toApiQuery, validateListSearch } from './list-search'

describe('list search params', () => {
  it('keeps valid values and drops invalid ones instead of failing', () => {
    expect(
      validateListSearch({
        q: 'Kraków',
        minSize: '3',
        unitType: 'garaz',
        features: 'parking,nope,winda',
        sort: 'bogus',
        page: 0,
        lat: 200,
      }),
    ).toEqual({
      q: 'Kraków',
      minSize: 3,
      unitType: 'garaz',
      features: 'parking,winda',
    })
  })

  it('builds the API query with page size 24 and leaves order and radius to the API unless the URL sets them', () => {
    expect(toApiQuery({})).toMatchObject({ sort: undefined, page: '1', limit: '24', radius: undefined })
    expect(toApiQuery({ lat: 52.2, lon: 21 })).toMatchObject({ lat: '52.2', lon: '21', radius: undefined })
    expect(toApiQuery({ lat: 52.2, lon: 21, radius: 10, place: 'Warszawa' })).toMatchObject({
      radius: '10',
      place: 'Warszawa',
    })
  })

  it('keeps a distance sort only where there is a point or a text that may name a place', () => {
    expect(toApiQuery({ sort: 'distance' }).sort).toBeUndefined()
    expect(toApiQuery({ sort: 'distance', q: 'Kraków' }).sort).toBe('distance')
    expect(toApiQuery({ sort: 'distance', lat: 50, lon: 19 }).sort).toBe('distance')
  })
})
