import { describe, expect, it } from 'vitest'
import { citySlug, tidyCityName } from './cities'

describe('city names and slugs', () => {
  it('folds a name into one slug however it is spelled', () => {
    for (const spelling of ['Kraków', 'Krakow', 'KRAKÓW', ' kraków '])
      expect(citySlug(tidyCityName(spelling))).toBe('krakow')
    expect(citySlug('Bielsko-Biała')).toBe('bielsko-biala')
    expect(citySlug('Bielsko Biała')).toBe('bielsko-biala')
    expect(citySlug('Łódź')).toBe('lodz')
    expect(citySlug('Zielona  Góra')).toBe('zielona-gora')
  })

  it('tidies spacing and capitals but keeps a deliberate spelling', () => {
    expect(tidyCityName('  nowy   targ ')).toBe('Nowy Targ')
    expect(tidyCityName('BIELSKO-BIAŁA')).toBe('Bielsko-Biała')
    expect(tidyCityName('Kędzierzyn-Koźle')).toBe('Kędzierzyn-Koźle')
  })
})
