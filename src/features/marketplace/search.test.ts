import { describe, expect, it } from 'vitest'
import { applyDraft, toDraft } from './filter-draft'
import { gross } from '@kernel/money'
import { directionsUrl, mapsSearchUrl, pricePerM2 } from './format'
import { toApiQuery, validateListSearch } from './search'

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

  it('drops the searched-around point when another place is typed into the filter box', () => {
    const next = applyDraft({ lat: 50.06, lon: 19.94, place: 'Kraków', radius: 5 }, { ...toDraft({}), text: 'Gdańsk' })
    expect(next).toEqual({ location: 'Gdańsk' })
  })
})

describe('filter draft', () => {
  it('round-trips the URL and leaves the default price range out of it', () => {
    const search = validateListSearch({ location: 'Gdańsk', features: 'monitoring', maxSize: 10 })
    expect(applyDraft(search, toDraft(search))).toEqual(search)
  })

  it('writes a moved price range, resets the page and keeps editing q when the visit came with q', () => {
    const next = applyDraft(
      { q: 'Warszawa', page: 3, sort: 'price' },
      { ...toDraft({ q: 'Warszawa' }), text: 'Wola', priceMin: 100, priceMax: 500 },
    )
    expect(next).toEqual({ q: 'Wola', priceMin: 100, priceMax: 500, sort: 'price' })
  })
})

describe('price and maps helpers', () => {
  it('computes gross with 23% VAT and price per m²', () => {
    expect(gross(100)).toBe(123)
    expect(pricePerM2(113, 2)).toBe(56.5)
    expect(pricePerM2(100, 0)).toBeNull()
  })

  it('builds the maps links from coordinates and the address', () => {
    expect(directionsUrl(52.2318, 20.954)).toBe('https://www.google.com/maps/dir/?api=1&destination=52.2318,20.954')
    expect(mapsSearchUrl('ul. Jana Kazimierza 55, Warszawa')).toBe(
      'https://www.google.com/maps/search/?api=1&query=ul.%20Jana%20Kazimierza%2055%2C%20Warszawa',
    )
  })
})
