import { describe, expect, it } from 'vitest'
import { facilitySlug } from './slug'

describe('facilitySlug', () => {
  it.each([
    ['Lockerbox', 'Warszawa', 'lockerbox-warszawa'],
    ['Gizo Box', 'Jawczyce', 'gizo-box-jawczyce'],
    ['SunBox 24!', 'Kraków', 'sunbox-24-krakow'],
    ['  Magazyn „Pod Wawelem” ', 'Łódź', 'magazyn-pod-wawelem-lodz'],
    ['', 'Gdańsk', 'gdansk'],
  ])('%s + %s → %s', (name, city, slug) => {
    expect(facilitySlug(name, city)).toBe(slug)
  })

  it('falls back to the encoded id when name and city are missing', () => {
    expect(facilitySlug('', '', 'a b/1')).toBe('a%20b%2F1')
    expect(facilitySlug(null, undefined, 42)).toBe('42')
  })
})
