import { beforeAll, describe, expect, it } from 'vitest'
import type { CityIndexResponse } from '@api/contract/cities'
import { registerMessages } from '../../i18n/index'
import { en } from '../../i18n/en/index'
import { pl } from '../../i18n/pl/index'
import { cityFaq, cityJsonLd, cityTitle } from './content'
import { inCity } from './names'

const band = (id: CityIndexResponse['bands'][number]['id'], median: number | null) => ({
  id,
  units: median === null ? 1 : 5,
  median,
  min: median && median - 20,
  max: median && median + 40,
  medianPerM2: median && median / 4,
})

const data = (total: number): CityIndexResponse => ({
  city: { slug: 'krakow', name: 'Kraków', facilities: total, lat: 50.06, lon: 19.94 },
  radiusKm: 10,
  total,
  bands: [band('1-2', 80), band('3-5', 160), band('6-10', null), band('10-20', 500), band('20+', null)],
  facilities: [],
  nearby: [],
  computedAt: '2026-11-22T21:00:00.000Z',
})

beforeAll(() => {
  registerMessages('pl', pl)
  registerMessages('en', en)
})

describe('city page copy', () => {
  it('titles the page with the city, a correctly declined count and the month', () => {
    expect(cityTitle(data(8), 'pl')).toBe('Self storage Kraków: ceny i 8 magazynów (listopad 2026)')
    expect(cityTitle(data(1), 'pl')).toBe('Self storage Kraków: ceny i 1 magazyn (listopad 2026)')
    expect(cityTitle(data(3), 'pl')).toBe('Self storage Kraków: ceny i 3 magazyny (listopad 2026)')
    expect(cityTitle(data(22), 'pl')).toBe('Self storage Kraków: ceny i 22 magazyny (listopad 2026)')
    expect(cityTitle(data(1), 'en')).toBe('Self storage Kraków: prices and 1 facility (November 2026)')
  })

  it('asks the FAQ in the locative and answers with the band median, or says there is too little data', () => {
    const [five, ten, count] = cityFaq(data(8), 'pl')
    expect(five!.question).toBe('Ile kosztuje boks 5 m² w Krakowie?')
    expect(five!.answer).toContain('160 zł netto (196,80 zł brutto)')
    expect(ten!.answer).toContain('za mało wolnych boksów 6–10 m²')
    expect(count!.answer).toMatch(/^W Krakowie i okolicy \(do 10 km\) znajdziesz 8 magazynów/)
    expect(inCity('pl', 'Wrocław')).toBe('we Wrocławiu')
    expect(inCity('pl', 'Nowa Wieś')).toBe('w miejscowości Nowa Wieś')
  })

  it('puts only the bands with numbers into AggregateOffers', () => {
    const service = cityJsonLd(data(8), 'pl').find((n) => n['@type'] === 'Service') as unknown as {
      offers: { name: string }[]
    }
    expect(service.offers.map((o) => o.name)).toEqual(['1–2 m²', '3–5 m²', '10–20 m²'])
  })
})
