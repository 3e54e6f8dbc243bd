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

describe('panel sections nest under the panel segment (issue 19)', () => {
  it('maps both ways in both languages, with and without an id', () => {
    expect(parsePublicPath('/pl/panel-operatora')).toEqual({ lang: 'pl', page: 'panel', rest: [] })
    expect(parsePublicPath('/pl/panel-operatora/zapytania/12')).toEqual({
      lang: 'pl',
      page: 'panelInquiries',
      rest: ['12'],
    })
    expect(parsePublicPath('/en/panel/availability')).toEqual({ lang: 'en', page: 'panelAvailability', rest: [] })
    expect(toInternalPath('/pl/panel-operatora/dostepnosc')).toBe('/pl/panel-availability')
    expect(toInternalPath('/en/panel/inquiries/7')).toBe('/en/panel-inquiries/7')
    expect(toPublicPath('/pl/panel-inquiries/7')).toBe('/pl/panel-operatora/zapytania/7')
    expect(toPublicPath('/en/my-inquiries')).toBe('/en/my-inquiries')
    expect(toInternalPath('/pl/moje-zapytania')).toBe('/pl/my-inquiries')
    expect(switchLangPath('/pl/panel-operatora/zapytania/7', 'en')).toBe('/en/panel/inquiries/7')
  })

  it('an unknown section stays under the panel and matches no route', () => {
    expect(parsePublicPath('/pl/panel-operatora/nie-ma')).toEqual({ lang: 'pl', page: 'panel', rest: ['nie-ma'] })
    // The English segment in a Polish path is not a page.
    expect(parsePublicPath('/pl/panel/inquiries')).toBeNull()
  })
})
