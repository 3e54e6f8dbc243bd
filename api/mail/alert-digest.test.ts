import { describe, expect, it } from 'vitest'
import { brandFrom } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import { type AlertUnit, alertDigest } from './alert-digest'
import { renderWith } from './render'

/** Issue 27's alert mail: one currency form per language, and a subject that says what the mail holds. */
const brand = brandFrom({ VITE_BRAND_NAME: 'Skrytka', VITE_SITE_ORIGIN: 'https://skrytka.pl' })
const unit = (price: number, oldPrice: number | null, reason: AlertUnit['reason']): AlertUnit => ({
  facility: 'Lockerbox',
  slug: 'lockerbox',
  city: 'Kraków',
  sizeM2: 4,
  price,
  oldPrice,
  reason,
  distanceKm: 1.2,
})
const data = (units: AlertUnit[], more = 0) => ({
  searchId: 1,
  token: 'token-0123456789abcdefghij',
  search: { place: 'Podgórze', radiusKm: 3, minSize: 3, maxSize: 5, priceMax: 1300 },
  query: 'place=Podg%C3%B3rze',
  units,
  more,
})
const render = (lang: Lang, units: AlertUnit[], more = 0) =>
  renderWith(alertDigest as never, data(units, more), {
    lang,
    origin: 'https://skrytka.pl',
    brand,
    secret: null,
    to: 'renter@example.pl',
  })

describe('the alert digest', () => {
  it('says złoty in Polish and PLN in English, never both', () => {
    const units = [unit(1250.5, 1300, 'cheaper')]
    const pl = render('pl', units)
    expect(pl.text).toContain('1250,50 zł/mies. (wcześniej 1300 zł — najniższa cena z 30 dni przed obniżką)')
    expect(pl.text).toContain('do 1300 zł')
    expect(pl.text).not.toContain('PLN')
    const en = render('en', units)
    expect(en.text).toContain('1,250.50 PLN/mo (was 1,300 PLN, the lowest price in the 30 days before the cut)')
    expect(en.text).toContain('up to 1,300 PLN')
    expect(en.text).not.toContain('zł')
  })

  it('words its subject by what the units are', () => {
    const fresh = unit(300, null, 'available')
    const cheaper = unit(270, 300, 'cheaper')
    const notReduced = unit(280, null, 'cheaper')
    const subject = (lang: Lang, units: AlertUnit[], more = 0) =>
      alertDigest.subject(data(units, more), { lang, brand })
    expect(subject('pl', [fresh])).toBe('Nowe boksy dla Ciebie: 1 pasujący boks')
    expect(subject('pl', [cheaper])).toBe('Tańsze boksy dla Ciebie: 1 pasujący boks')
    expect(subject('pl', [fresh, cheaper])).toBe('Nowe i tańsze boksy dla Ciebie: 2 pasujące boksy')
    expect(subject('pl', [notReduced, fresh], 3)).toBe('Boksy dla Ciebie: 5 pasujących boksów')
    expect(subject('en', [cheaper, cheaper])).toBe('Cheaper storage for you: 2 matching units')
    expect(subject('en', [fresh])).toBe('New storage for you: 1 matching unit')
    expect(render('en', [cheaper]).text).toContain('These units became cheaper and match your search')
  })
})
