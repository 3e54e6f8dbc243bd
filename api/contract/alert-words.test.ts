import { describe, expect, it } from 'vitest'
import { describeSearch } from './alert-words'

describe('a saved search in words (issue 27)', () => {
  const search = { place: 'Mokotów', radiusKm: 5, minSize: 3, maxSize: 5, priceMax: 300 }

  it('reads as the issue writes it, in both languages', () => {
    expect(describeSearch(search, 'pl')).toBe('3–5 m², do 300 zł, do 5 km od: Mokotów')
    expect(describeSearch(search, 'en')).toBe('3–5 m², up to 300 PLN, within 5 km of: Mokotów')
  })

  it('names the unit type and the features a search asks for', () => {
    const full = { ...search, unitType: 'klimatyzowany' as const, features: ['winda' as const, 'parking' as const] }
    expect(describeSearch(full, 'pl')).toBe(
      '3–5 m², do 300 zł, boks klimatyzowany, udogodnienia: winda i parking, do 5 km od: Mokotów',
    )
    expect(describeSearch(full, 'en')).toBe(
      '3–5 m², up to 300 PLN, air-conditioned unit, with elevator and parking, within 5 km of: Mokotów',
    )
  })
})
