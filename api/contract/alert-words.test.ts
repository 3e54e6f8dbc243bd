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

  it('reads the same price range as the list filter: both ends, only a floor, only a ceiling (issue 44)', () => {
    expect(describeSearch({ ...search, priceMin: 100, priceMax: 225 }, 'pl')).toBe(
      '3–5 m², 100–225 zł, do 5 km od: Mokotów',
    )
    expect(describeSearch({ ...search, priceMin: 100, priceMax: null }, 'pl')).toBe(
      '3–5 m², od 100 zł, do 5 km od: Mokotów',
    )
    expect(describeSearch({ ...search, priceMin: 100, priceMax: null }, 'en')).toBe(
      '3–5 m², from 100 PLN, within 5 km of: Mokotów',
    )
    expect(describeSearch({ ...search, priceMin: null, priceMax: 225 }, 'en')).toBe(
      '3–5 m², up to 225 PLN, within 5 km of: Mokotów',
    )
  })
})
