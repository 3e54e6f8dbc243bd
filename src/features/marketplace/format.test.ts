import { describe, expect, it } from 'vitest'
import { gross } from '@kernel/money'
import { directionsUrl, mapsSearchUrl, pricePerM2 } from './format'

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
