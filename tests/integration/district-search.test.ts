/**
 * Issue 44: districts find their city. Spellings of districts and streets of the biggest cities as people type them
 * (with and without Polish letters, "District", "City District", "District City", "City-District", "District,
 * City"), each resolved to the district itself and its city's facilities, nearest to the district first; streets
 * and unknown words beside a city fall back to that city and say so, in the page's language.
 */
import { describe, expect, it } from 'vitest'
import type { FacilityListResponse, FacilitySummary } from '@api/contract/marketplace'
import { fold } from '@kernel/text'
import { DISTRICT_NAMES_SQL } from '@api/places/typo'
import { d1 } from './d1.ts'
import { apiFetch } from './api-helpers'
import { get } from './http'

const list = async (q: string, extra = '') => {
  const response = await apiFetch(`/api/marketplace/facilities?limit=100&q=${encodeURIComponent(q)}${extra}`)
  expect(response.status, q).toBe(200)
  return (await response.json()) as FacilityListResponse
}

/** Great-circle distance computed here, independently of the API's SQL. */
function km(a: { lat: number; lon: number }, b: FacilitySummary) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude! - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.latitude!)) * Math.sin(rad(b.longitude! - a.lon) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** [what is typed, the district it names, its city] */
const DISTRICTS: [typed: string, district: string, city: string][] = [
  ['Wrzeszcz', 'Wrzeszcz', 'Gdańsk'],
  ['Gdańsk Wrzeszcz', 'Wrzeszcz', 'Gdańsk'],
  ['Wrzeszcz Gdańsk', 'Wrzeszcz', 'Gdańsk'],
  ['Gdańsk-Wrzeszcz', 'Wrzeszcz', 'Gdańsk'],
  ['gdansk, wrzeszcz', 'Wrzeszcz', 'Gdańsk'],
  ['Oliwa', 'Oliwa', 'Gdańsk'],
  ['Gdańsk Oliwa', 'Oliwa', 'Gdańsk'],
  ['Przymorze', 'Przymorze', 'Gdańsk'],
  ['przymorze gdansk', 'Przymorze', 'Gdańsk'],
  ['Orłowo', 'Orłowo', 'Gdynia'],
  ['Gdynia Orłowo', 'Orłowo', 'Gdynia'],
  ['Orlowo, Gdynia', 'Orłowo', 'Gdynia'],
  ['Jeżyce', 'Jeżyce', 'Poznań'],
  ['jezyce', 'Jeżyce', 'Poznań'],
  ['Poznań Jeżyce', 'Jeżyce', 'Poznań'],
  ['Poznań-Jeżyce', 'Jeżyce', 'Poznań'],
  ['Wilda', 'Wilda', 'Poznań'],
  ['Poznań Wilda', 'Wilda', 'Poznań'],
  ['Wilda, Poznań', 'Wilda', 'Poznań'],
  ['Nowa Huta', 'Nowa Huta', 'Kraków'],
  ['Kraków Nowa Huta', 'Nowa Huta', 'Kraków'],
  ['Nowa Huta Kraków', 'Nowa Huta', 'Kraków'],
  ['Kraków-Nowa Huta', 'Nowa Huta', 'Kraków'],
  ['Podgórze', 'Podgórze', 'Kraków'],
  ['Kraków Podgórze', 'Podgórze', 'Kraków'],
  ['Kazimierz', 'Kazimierz', 'Kraków'],
  ['Kraków Kazimierz', 'Kazimierz', 'Kraków'],
  ['Kazimierz, Kraków', 'Kazimierz', 'Kraków'],
  ['Ursynów', 'Ursynów', 'Warszawa'],
  ['ursynow', 'Ursynów', 'Warszawa'],
  ['Warszawa Ursynów', 'Ursynów', 'Warszawa'],
  ['Bemowo', 'Bemowo', 'Warszawa'],
  ['Bemowo Warszawa', 'Bemowo', 'Warszawa'],
  ['Praga-Południe', 'Praga Południe', 'Warszawa'],
  ['praga poludnie', 'Praga Południe', 'Warszawa'],
  ['Warszawa Praga-Południe', 'Praga Południe', 'Warszawa'],
  ['Warszawa-Praga-Południe', 'Praga Południe', 'Warszawa'],
  ['Mokotów', 'Mokotów', 'Warszawa'],
  ['Warszawa Śródmieście', 'Śródmieście', 'Warszawa'],
  ['Psie Pole', 'Psie Pole', 'Wrocław'],
  ['Wrocław Psie Pole', 'Psie Pole', 'Wrocław'],
  ['Psie Pole Wrocław', 'Psie Pole', 'Wrocław'],
  ['Wrocław-Psie Pole', 'Psie Pole', 'Wrocław'],
  ['Krzyki', 'Krzyki', 'Wrocław'],
  ['Wrocław Krzyki', 'Krzyki', 'Wrocław'],
  ['Śródmieście Wrocław', 'Śródmieście', 'Wrocław'],
  ['Bałuty', 'Bałuty', 'Łódź'],
  ['Łódź Bałuty', 'Bałuty', 'Łódź'],
  ['Widzew Łódź', 'Widzew', 'Łódź'],
  ['Kraków, Śródmieście', 'Śródmieście', 'Kraków'],
  // Typed in English: the cities by their English names, the districts without Polish letters.
  ['Warsaw Mokotow', 'Mokotów', 'Warszawa'],
  ['Warsaw-Ursynow', 'Ursynów', 'Warszawa'],
  ['Cracow, Kazimierz', 'Kazimierz', 'Kraków'],
  ['Nowa Huta, Cracow', 'Nowa Huta', 'Kraków'],
  ['Wroclaw Krzyki', 'Krzyki', 'Wrocław'],
  ['Lodz Baluty', 'Bałuty', 'Łódź'],
  ['Gdansk Oliwa', 'Oliwa', 'Gdańsk'],
  ['Poznan Jezyce', 'Jeżyce', 'Poznań'],
]

/** [what is typed, the city it falls back to, the words reported, whether they are a street address] */
const FALLBACKS: [typed: string, city: string, unmatched: string, street: boolean][] = [
  ['ul. Floriańska 1, Kraków', 'Kraków', 'ul. Floriańska 1', true],
  ['ul. Piotrkowska 100, Łódź', 'Łódź', 'ul. Piotrkowska 100', true],
  ['Marszałkowska 10, Warszawa', 'Warszawa', 'Marszałkowska 10', true],
  ['Wrocław, ul. Świdnicka 5', 'Wrocław', 'ul. Świdnicka 5', true],
  ['ul. Grunwaldzka 82, 80-244 Gdańsk', 'Gdańsk', 'ul. Grunwaldzka 82', true],
  ['Poznań Grunwald', 'Poznań', 'Grunwald', false],
  ['ul. Marszałkowska 10, Warsaw', 'Warszawa', 'ul. Marszałkowska 10', true],
  ['krakow brak-takiego-slowa', 'Kraków', 'brak-takiego-slowa', false],
]

describe('districts find their city (issue 44)', () => {
  it('covers at least 40 district and street spellings of the biggest cities', () => {
    expect(DISTRICTS.length + FALLBACKS.length).toBeGreaterThanOrEqual(40)
    const cities = new Set([...DISTRICTS.map((r) => r[2]), ...FALLBACKS.map((r) => r[1])])
    for (const city of ['Warszawa', 'Kraków', 'Wrocław', 'Łódź', 'Poznań', 'Gdańsk']) expect(cities).toContain(city)
  })

  it("each district spelling resolves to the district, and lists its city's facilities nearest to the district first", async () => {
    const wrong: string[] = []
    for (const [typed, district, city] of DISTRICTS) {
      const body = await list(typed)
      const place = body.origin?.place
      if (place?.kind !== 'district' || place.name !== district || place.parent !== city) {
        wrong.push(`"${typed}" → ${place?.kind ?? 'nothing'} ${place?.name ?? ''} (${place?.parent ?? ''})`)
        continue
      }
      const distances = body.items.map((f) => km(body.origin!, f))
      if (distances.some((d, i) => i > 0 && d < distances[i - 1]! - 0.01)) wrong.push(`"${typed}": not nearest first`)
      if (body.items[0]?.address.city !== city) wrong.push(`"${typed}": first result in ${body.items[0]?.address.city}`)
      if (body.origin?.unmatched !== undefined) wrong.push(`"${typed}": reports "${body.origin.unmatched}" unknown`)
    }
    expect(wrong).toEqual([])
  })

  it("a district shows its whole city: at least 90 % of the city's facilities, as the city search does", async () => {
    for (const [typed, city] of [
      ['Wrzeszcz', 'Gdańsk'],
      ['Jeżyce', 'Poznań'],
      ['Ursynów', 'Warszawa'],
    ] as const) {
      const own = (await list(city)).items.filter((f) => f.address.city === city).map((f) => f.slug)
      const found = new Set((await list(typed)).items.map((f) => f.slug))
      expect(own.filter((slug) => found.has(slug)).length, typed).toBeGreaterThanOrEqual(Math.ceil(0.9 * own.length))
    }
  })

  it('a street or an unknown word beside a known city searches that city and says which words it could not place', async () => {
    for (const [typed, city, unmatched, street] of FALLBACKS) {
      const origin = (await list(typed)).origin
      expect(origin?.place?.name, typed).toBe(city)
      expect(origin?.unmatched, typed).toBe(unmatched)
      expect(origin?.street, typed).toBe(street)
    }
  })

  it('a typo beside a named city is corrected only among that city’s districts, never to another region', async () => {
    for (const [typed, district, city] of [
      ['Gdańsk Wrzeszc', 'Wrzeszcz', 'Gdańsk'],
      ['Poznań Jeżcye', 'Jeżyce', 'Poznań'],
    ] as const) {
      const origin = (await list(typed)).origin
      expect(origin?.place, typed).toMatchObject({ name: district, parent: city, kind: 'district' })
      expect(origin?.corrected, typed).toBe(true)
    }
    // "Wrzeszcz" was once corrected to Brzeszcze (near Katowice), "Jeżyce" offered Bełżyce and Łęczyce.
    expect((await list('Wrzeszcz')).origin?.corrected).toBeUndefined()
    const unknown = await list('Gdańsk Qwxzv')
    expect(unknown.origin?.place?.name).toBe('Gdańsk')
    expect(unknown.origin?.corrected).toBeUndefined()
  })

  it('the correction reads the city’s districts by index, not every name of every place (issue 45)', () => {
    const plan = d1<{ detail: string }>(`EXPLAIN QUERY PLAN ${DISTRICT_NAMES_SQL}`, 'Gdańsk').map((row) => row.detail)
    expect(plan.join('\n')).not.toMatch(/\bSCAN\b/)
    expect(plan.some((step) => step.includes('place_names_place'))).toBe(true)
  })

  it('Śródmieście, a district of many cities, is asked about when no city is named', async () => {
    const body = await list('Śródmieście')
    expect(body.origin).toBeUndefined()
    const cities = (body.didYouMean ?? []).map((p) => p.parent)
    expect(cities).toEqual(expect.arrayContaining(['Warszawa', 'Wrocław']))
    expect(new Set(cities).size).toBe(cities.length)
    expect((body.didYouMean ?? []).every((p) => fold(p.name) === 'srodmiescie' && p.kind === 'district')).toBe(true)
    // The choice names its city: a chosen one lists that city's facilities.
    const wroclaw = body.didYouMean!.find((p) => p.parent === 'Wrocław')!
    const chosen = await apiFetch(
      `/api/marketplace/facilities?limit=5&lat=${wroclaw.lat}&lon=${wroclaw.lon}&place=${encodeURIComponent(wroclaw.name)}`,
    )
    const picked = (await chosen.json()) as FacilityListResponse
    expect(picked.origin?.place).toMatchObject({ kind: 'district', parent: 'Wrocław' })
    expect(picked.items[0]?.address.city).toBe('Wrocław')
  })

  it('the list page names the district with its city and explains a fallback, in Polish and in English', async () => {
    const pages = [
      ['/pl/magazyny-self-storage?q=Gda%C5%84sk%20Wrzeszcz', 'Magazyny self storage: Wrzeszcz, Gdańsk'],
      ['/en/facilities?q=Gda%C5%84sk%20Wrzeszcz', 'Self-storage facilities: Wrzeszcz, Gdańsk'],
      ['/pl/magazyny-self-storage?q=Pozna%C5%84%20Grunwald', 'Nie znamy miejsca „Grunwald” w: Poznań.'],
      ['/en/facilities?q=Pozna%C5%84%20Grunwald', 'We don’t know a place called “Grunwald” in Poznań.'],
      [
        `/pl/magazyny-self-storage?q=${encodeURIComponent('ul. Floriańska 1, Kraków')}`,
        'Nie szukamy według ulicy („ul. Floriańska 1”). Pokazujemy magazyny w: Kraków.',
      ],
      [
        `/en/facilities?q=${encodeURIComponent('ul. Floriańska 1, Kraków')}`,
        'We don’t search by street (“ul. Floriańska 1”). Showing facilities in Kraków.',
      ],
    ] as const
    const html = async (path: string) => {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      return (await response.text()).replaceAll('<!-- -->', '')
    }
    for (const [path, text] of pages) expect(await html(path), path).toContain(text)
    // Asked above what the text finds, or in the empty state's "did you mean" when it finds nothing.
    const asked = await html('/pl/magazyny-self-storage?q=%C5%9Ar%C3%B3dmie%C5%9Bcie')
    expect(asked.includes('W którym mieście?') || asked.includes('Czy chodziło Ci o:')).toBe(true)
    expect(asked).toContain('Wrocław')
    const askedEn = await html('/en/facilities?q=%C5%9Ar%C3%B3dmie%C5%9Bcie')
    expect(askedEn.includes('In which city?') || askedEn.includes('Did you mean:')).toBe(true)
  })
})
