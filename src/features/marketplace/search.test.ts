import { describe, expect, it } from 'vitest'
import { applyDraft, toDraft } from './filter-draft'
import { directionsUrl, grossPrice, mapsSearchUrl, pricePerM2 } from './format'
import { toApiQuery, validateListSearch } from './search'

describe('list search params', () => {
  it('keeps valid values and drops invalid ones instead of failing', () => {
    expect(validateListSearch({ q: 'Kraków', minSize: '3', unitType: 'garaz', features: 'parking,nope,winda', sort: 'bogus', page: 0, lat: 200 })).toEqual({
      q: 'Kraków',
      minSize: 3,
      unitType: 'garaz',
      features: 'parking,winda',
    })
  })

  it('builds the API query with page size 24 and recommended order by default', () => {
    expect(toApiQuery({})).toMatchObject({ sort: 'recommended', page: '1', limit: '24', radius: undefined })
  })

  it('adds the default 2 km radius only when coordinates are known; distance sort needs them', () => {
    expect(toApiQuery({ lat: 52.2, lon: 21 })).toMatchObject({ lat: '52.2', lon: '21', radius: '2' })
    expect(toApiQuery({ sort: 'distance' }).sort).toBe('recommended')
  })
})

describe('filter draft', () => {
  it('round-trips the URL and leaves the default price range out of it', () => {
    const search = validateListSearch({ location: 'Gdańsk', features: 'monitoring', maxSize: 10 })
    expect(applyDraft(search, toDraft(search))).toEqual(search)
  })

  it('writes a moved price range, resets the page and keeps editing q when the visit came with q', () => {
    const next = applyDraft({ q: 'Warszawa', page: 3, sort: 'price' }, { ...toDraft({ q: 'Warszawa' }), text: 'Wola', priceMin: 100, priceMax: 500 })
    expect(next).toEqual({ q: 'Wola', priceMin: 100, priceMax: 500, sort: 'price' })
  })
})

describe('price and maps helpers', () => {
  it('computes gross with 23% VAT and price per m²', () => {
    expect(grossPrice(100)).toBe(123)
    expect(pricePerM2(113, 2)).toBe(56.5)
    expect(pricePerM2(100, 0)).toBeNull()
  })

  it('builds the maps links from coordinates and the address', () => {
    expect(directionsUrl(52.2318, 20.954)).toBe('https://www.google.com/maps/dir/?api=1&destination=52.2318,20.954')
    expect(mapsSearchUrl('ul. Jana Kazimierza 55, Warszawa')).toBe('https://www.google.com/maps/search/?api=1&query=ul.%20Jana%20Kazimierza%2055%2C%20Warszawa')
  })
})
