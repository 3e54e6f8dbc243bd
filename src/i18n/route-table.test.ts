import { describe, expect, it } from 'vitest'
import { localizedPath, parsePublicPath, switchLangPath, toInternalPath, toPublicPath } from './route-table'

describe('city pages share the list segment', () => {
  it('a trailing slug makes the list path a city page, both ways', () => {
    expect(localizedPath('city', 'pl', 'krakow')).toBe('/pl/magazyny-self-storage/krakow')
    expect(localizedPath('city', 'en', 'bielsko-biala')).toBe('/en/facilities/bielsko-biala')
    expect(parsePublicPath('/pl/magazyny-self-storage/krakow')).toEqual({ lang: 'pl', page: 'city', rest: ['krakow'] })
    expect(toInternalPath('/en/facilities/krakow')).toBe('/en/city/krakow')
    expect(toPublicPath('/pl/city/krakow')).toBe('/pl/magazyny-self-storage/krakow')
  })

  it('without a slug the path stays the list', () => {
    expect(parsePublicPath('/pl/magazyny-self-storage')).toEqual({ lang: 'pl', page: 'facilities', rest: [] })
    expect(parsePublicPath('/en/facilities/')).toEqual({ lang: 'en', page: 'facilities', rest: [] })
    expect(toInternalPath('/pl/magazyny-self-storage')).toBe('/pl/facilities')
  })

  it('the language switch keeps the city', () => {
    expect(switchLangPath('/pl/magazyny-self-storage/krakow', 'en')).toBe('/en/facilities/krakow')
    expect(switchLangPath('/en/facilities/lodz', 'pl')).toBe('/pl/magazyny-self-storage/lodz')
  })
})
