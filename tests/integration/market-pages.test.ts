/**
 * What the marketplace's server render shows, moved out of the browser (issue 37): search results (the heading, the
 * count, the distances, the place resolved, the empty states), the facility page (links, warnings, texts in each
 * language, numbers written the English way) and the city pages. The browser journeys that walk these pages are in
 * tests/e2e/market-journeys.spec.ts and market-map.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { DEMO_FACILITIES_EN } from '@api/db/seed/demo-data-en'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (s: string) =>
  s
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+);/g, (whole, name: string) => ENTITIES[name] ?? whole)

/** The text a fragment of HTML reads as (scripts, styles and templates left out), spaces collapsed. */
const text = (html: string) =>
  decode(
    html
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim()

/** The element that starts at `start` (the index of its "<"), whole, by counting its tag's opens and closes. */
function elementAt(html: string, start: number): string {
  const tag = /^<([a-zA-Z0-9-]+)/.exec(html.slice(start))![1]!
  const pattern = new RegExp(`<(/?)${tag}\\b[^>]*?(/?)>`, 'g')
  pattern.lastIndex = start
  let depth = 0
  for (let m = pattern.exec(html); m; m = pattern.exec(html)) {
    if (m[2]) {
      if (depth === 0) return m[0]
      continue
    }
    depth += m[1] ? -1 : 1
    if (depth === 0) return html.slice(start, m.index + m[0].length)
  }
  throw new Error(`<${tag}> at ${start} is not closed`)
}

/** Every element whose opening tag holds `attribute` (e.g. 'data-testid="facility-card"'), or whose tag is `<name`. */
function elements(html: string, attribute: string): string[] {
  const escaped = attribute.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pattern = new RegExp(attribute.startsWith('<') ? `${escaped}(?=[\\s>/])` : escaped, 'g')
  return [...html.matchAll(pattern)].map((m) => elementAt(html, html.lastIndexOf('<', m.index)))
}
const one = (html: string, attribute: string) => {
  const found = elements(html, attribute)
  expect(found.length, attribute).toBeGreaterThan(0)
  return found[0]!
}
const byTestId = (html: string, id: string) => one(html, `data-testid="${id}"`)
const mainOf = (html: string) => elementAt(html, html.indexOf('<main'))
const h1 = (html: string) => text(elementAt(html, html.indexOf('<h1')))
const inputValue = (html: string, id: string) =>
  decode(new RegExp(`<input[^>]*data-testid="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1] ?? '')
/** The <nav> named by the heading its aria-labelledby points at. */
function navNamed(html: string, name: string) {
  const nav = elements(html, '<nav').find((candidate) => {
    const id = /^<nav[^>]*aria-labelledby="([^"]+)"/.exec(candidate)?.[1]
    return id !== undefined && elements(html, `id="${id}"`).some((label) => text(label) === name)
  })
  expect(nav, name).toBeDefined()
  return nav!
}
const links = (fragment: string) =>
  [...fragment.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: decode(m[1]!),
    text: text(m[2]!),
  }))

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await get(path, { headers })
  expect(response.status, path).toBe(200)
  return response.text()
}

async function list(query: string) {
  const response = await apiFetch(`/api/marketplace/facilities?${query}`)
  expect(response.status).toBe(200)
  return (await response.json()) as FacilityListResponse
}

const LIST = '/pl/magazyny-self-storage'
const cards = (html: string) => elements(html, 'data-testid="facility-card"')

describe('search results, as the server renders them', () => {
  it('a city search names the city and the count, keeps the text in the box, shows ≥ 80 % of the city’s own facilities and offers to widen with what it adds', async () => {
    const all = (await list('limit=500')).items
    for (const city of ['Warszawa', 'Kraków']) {
      const html = await page(`${LIST}?q=${encodeURIComponent(city)}`)
      expect(h1(html)).toMatch(new RegExp(`^Magazyny self storage: ${city} · \\d+ magazyn(y|ów)?$`))
      expect(inputValue(html, 'map-search')).toBe(city)
      const own = all.filter((f) => f.address.city === city && f.latitude !== null).length
      const shown = cards(html).filter((card) => text(card).includes(city)).length
      expect(shown / own, city).toBeGreaterThanOrEqual(0.8)
      const widen = byTestId(html, 'widen-radius')
      expect(text(widen)).toMatch(/^Pokaż \d+ kolejn(y|e|ych) w promieniu \d+ km$/)
      const more = Number(/Pokaż (\d+)/.exec(text(widen))![1])
      const radius = /promieniu (\d+) km/.exec(text(widen))![1]
      // The offer's count is what the wider radius adds.
      const wider = await list(`q=${encodeURIComponent(city)}&radius=${radius}&limit=1`)
      expect(wider.total).toBe(cards(html).length + more)
    }
  })

  it('"Kraków", "krakow", a postcode and a district the gazetteer lacks: every card within the radius the page states, nearest first', async () => {
    for (const q of ['Kraków', 'krakow', '30-740', 'Nowa Huta']) {
      const html = await page(`${LIST}?q=${encodeURIComponent(q)}`)
      const radius = Number(/promieniu (\d+) km/.exec(text(byTestId(html, 'search-origin')))![1])
      const distances = cards(html).map((card) => {
        const first = text(one(card, '<p'))
        return Number(/([\d,]+) km od/.exec(first)![1]!.replace(',', '.'))
      })
      expect(distances.length, q).toBeGreaterThan(0)
      for (const d of distances) expect(d, q).toBeLessThanOrEqual(radius)
      expect(distances, q).toEqual([...distances].sort((a, b) => a - b))
    }
  })

  it('"Lockerbox" lists that operator’s facilities', async () => {
    const names = cards(await page(`${LIST}?q=Lockerbox`)).map((card) => text(one(card, '<h3')))
    expect(names.length).toBeGreaterThanOrEqual(4)
    for (const name of names) expect(name).toContain('Lockerbox')
  })

  it('a typo resolves to the place it clearly means and says so; an English exonym finds the city', async () => {
    const typo = await page(`${LIST}?q=Krakwo`)
    expect(text(byTestId(typo, 'place-corrected'))).toBe('Pokazujemy wyniki dla: Kraków (wpisano: „Krakwo”)')
    expect(h1(typo)).toContain('Magazyny self storage: Kraków ·')
    const english = await page('/en/facilities?q=Cracow')
    expect(h1(english)).toMatch(/^Self-storage facilities: Kraków · \d+ facilities$/)
    expect(inputValue(english, 'map-search')).toBe('Cracow')
  })

  it('an empty search says what was searched and suggests places with facilities, naming no filter', async () => {
    const html = await page(`${LIST}?q=Qwxzvbn`)
    const empty = byTestId(html, 'list-empty')
    expect(text(one(empty, '<h2'))).toBe('Nie znaleźliśmy magazynów ani miejsca „Qwxzvbn”')
    expect(text(empty)).not.toMatch(/filtr/i)
    expect(links(navNamed(empty, 'Miasta z największą liczbą magazynów')).length).toBeGreaterThan(0)
    expect(h1(html)).toBe('Magazyny self storage: „Qwxzvbn” · 0 magazynów')
  })

  it('a place emptied by filters names the place and the filters, and suggests the nearest other places', async () => {
    // Seed prices in Kraków start at 46 zł a month: under 30 nothing is left.
    const html = await page(`${LIST}?q=Krak%C3%B3w&priceMax=30`)
    const empty = byTestId(html, 'list-empty')
    expect(text(one(empty, '<h2'))).toMatch(/^Brak magazynów w promieniu \d+ km od: Kraków$/)
    expect(text(empty)).toContain('Żaden magazyn w tym miejscu nie spełnia wybranych filtrów.')
    const nearby = links(navNamed(empty, 'Najbliższe miejsca z magazynami'))
    expect(nearby.length).toBeGreaterThan(0)
    // The searched town itself is not suggested: it is where the filters found nothing.
    expect(nearby.map((l) => l.text)).not.toContainEqual(expect.stringMatching(/^Kraków:/))
    expect(text(empty)).toContain('Wyczyść filtry')
  })

  it('an empty radius offers widening with the count', async () => {
    const html = await page(`${LIST}?q=Krak%C3%B3w&radius=2`)
    expect(text(byTestId(html, 'widen-radius'))).toMatch(/Rozszerz do 5 km: 2 magazyny/)
  })

  it('a slip between same-sized places asks "did you mean", with a link to each', async () => {
    const body = (await list('q=Zarzeczee')) as FacilityListResponse & { didYouMean?: { name: string }[] }
    expect(body.origin).toBeUndefined()
    expect(body.didYouMean?.length).toBeGreaterThan(1)
    const offer = byTestId(await page(`${LIST}?q=Zarzeczee`), 'did-you-mean')
    expect(text(offer)).toContain('Czy chodziło Ci o:')
    const offered = links(offer)
    expect(offered.length).toBe(body.didYouMean!.length)
    expect(offered[0]!.text).toContain(body.didYouMean![0]!.name)
    for (const link of offered) expect(link.href).toMatch(/^\/pl\/magazyny-self-storage\?.*place=/)
  })
})

const POLISH_DECIMAL = /\d,\d+\s?m²/
const POLISH_TYPES = /Standardowy|Klimatyzowany|Zewnętrzny|Garaż/

describe('the facility page, as the server renders it', () => {
  it('links the address to the maps and directions to the facility’s point', async () => {
    const html = await page('/pl/magazyn-self-storage/lockerbox-warszawa')
    const anchors = links(html)
    expect(anchors.map((a) => a.href)).toContain('https://www.google.com/maps/dir/?api=1&destination=52.2318,20.954')
    const address = one(html, 'aria-label="Otwórz adres w mapach')
    expect(decode(/href="([^"]*)"/.exec(address)![1]!)).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/,
    )
  })

  it('a facility without e-mail warns, with its phone', async () => {
    const facility = (await list('q=lublin')).items.find((item) => !item.email)!
    const warning = text(byTestId(await page(`/pl/magazyn-self-storage/${facility.slug}`), 'no-email-warning'))
    expect(warning).toContain('Kontakt e-mail niedostępny')
    expect(warning).toContain(facility.phone!)
  })

  it('a facility with every unit taken says so', async () => {
    const facility = (await list('limit=500')).items.find((item) => item.availableUnits === 0)
    // The seed has such a facility; if it ever has none, this says so rather than passing on nothing.
    expect(facility, 'a fully occupied facility in the seed').toBeDefined()
    const html = await page(`/pl/magazyn-self-storage/${facility!.slug}`)
    expect(text(byTestId(html, 'units-empty'))).toBe(
      'Brak dostępnych jednostek. Napisz do operatora przez formularz powyżej.',
    )
  })

  it('English shows the demo facility’s English texts and marks nothing Polish; Polish shows its Polish ones', async () => {
    const english = DEMO_FACILITIES_EN['lockerbox-warszawa']!
    const en = mainOf(await page('/en/self-storage-facility/lockerbox-warszawa'))
    expect(text(en)).toContain(english.description)
    expect(elements(en, '<h2').map(text)).toContain(english.rich!.title)
    expect(text(en)).toContain(english.rich!.lead)
    expect(en).not.toContain('data-testid="foreign-note"')
    // Only the renters' reviews written in Polish are marked Polish (WCAG 3.1.2): the facility's own texts never are.
    const start = en.indexOf('data-testid="facility-reviews"')
    const end = en.indexOf('</section>', start)
    expect(start).toBeGreaterThan(0)
    expect(en.slice(0, start) + en.slice(end)).not.toContain('lang="pl"')
    const reviews = en.slice(start, end)
    expect(reviews.match(/lang="pl"/g)?.length ?? 0).toBe(reviews.match(/<p lang="pl"/g)?.length ?? 0)
    const pl = mainOf(await page('/pl/magazyn-self-storage/lockerbox-warszawa'))
    expect(text(pl)).not.toContain(english.description)
    expect(elements(pl, '<h2').map(text)).toContainEqual(expect.stringMatching(/^Lockerbox Warszawa Wola/))
  })

  it('English writes "1.5 m²", English unit types and PLN, never zł; Polish keeps "1,5 m²" and never says PLN', async () => {
    const en = text(mainOf(await page('/en/self-storage-facility/lockerbox-warszawa')))
    expect(en).toContain('1.5 m²')
    expect(en).not.toMatch(POLISH_DECIMAL)
    expect(en).not.toMatch(POLISH_TYPES)
    expect(en).toMatch(/\d PLN/)
    expect(en).not.toContain('zł')
    const pl = text(mainOf(await page('/pl/magazyn-self-storage/lockerbox-warszawa')))
    expect(pl).toContain('1,5 m²')
    expect(pl).not.toMatch(/\bPLN\b/)
  })

  it('a price cut reads in PLN the English way in its own row; the Polish page keeps zł', async () => {
    // A facility of its own with one unit whose price was cut (the Omnibus line), through the console and panel APIs.
    const admin = await sessionFor(SEED.admin.email)
    const created = await apiFetch('/api/superadmin/facilities', {
      method: 'POST',
      cookie: admin,
      body: {
        clientId: 1,
        name: `Price Cut ${Date.now().toString(36)}`,
        latitude: 52.23,
        longitude: 21.01,
        location: { street: 'ul. Grzybowska', buildingNumber: '5', postalCode: '00-132', city: 'Warszawa' },
      },
    })
    expect(created.status).toBe(201)
    const { id, slug } = (await created.json()) as { id: number; slug: string }
    const operator = await sessionFor(SEED.client.email)
    const unit = await apiFetch(`/api/panel/facilities/${id}/units`, {
      method: 'POST',
      cookie: operator,
      body: { code: 'EN-1', sizeM2: '12.5', type: 'standard', priceMonthly: '1250' },
    })
    expect(unit.status).toBe(201)
    const { unit: made } = (await unit.json()) as { unit: { id: number } }
    const cut = await apiFetch(`/api/panel/units/${made.id}`, {
      method: 'PATCH',
      cookie: operator,
      body: { priceMonthly: '1199.50' },
    })
    expect(cut.status).toBe(200)

    const en = mainOf(await page(`/en/self-storage-facility/${slug}`))
    const omnibus = byTestId(en, 'omnibus')
    expect(text(omnibus)).toBe('Lowest price in the 30 days before the reduction: 1,250 PLN')
    // The unit's own row: the <li> that holds the Omnibus line.
    const row = elements(en, '<li').find(
      (li) => li.includes('data-testid="omnibus"') && !/<li[\s\S]*<li/.test(li.slice(3)),
    )!
    expect(text(row)).toContain('1,199.50 PLN/month')
    expect(text(row)).toContain('12.5 m²')
    expect(text(en)).not.toContain('zł')
    const pl = mainOf(await page(`/pl/magazyn-self-storage/${slug}`))
    expect(text(byTestId(pl, 'omnibus'))).toBe('Najniższa cena z 30 dni przed obniżką: 1250 zł')
    expect(text(pl)).not.toMatch(/\bPLN\b/)
  })

  it('the English home, list and software pages say PLN only', async () => {
    for (const path of ['/en', '/en/facilities', '/en/software']) {
      const main = text(mainOf(await page(path)))
      expect(main, path).not.toContain('zł')
      expect(main, path).not.toMatch(POLISH_DECIMAL)
    }
  })

  it('the English panel names unit types and sizes in English, on the availability page and an inquiry with a unit', async () => {
    const cookie = await sessionFor(SEED.client.email)
    const availability = text(mainOf(await page('/en/panel/availability', { cookie })))
    expect(availability).toContain('Standard')
    expect(availability).not.toMatch(POLISH_TYPES)
    expect(availability).not.toMatch(POLISH_DECIMAL)
    const inquiries = await page('/en/panel/inquiries', { cookie })
    const rows = elements(mainOf(inquiries), '<tr').filter((row) => /A-10\d|B-20\d/.test(text(row)))
    const href = rows.flatMap((row) => links(row)).map((l) => l.href)[0]
    if (href) {
      const detail = text(mainOf(await page(href, { cookie })))
      expect(detail).not.toMatch(POLISH_TYPES)
      expect(detail).not.toMatch(POLISH_DECIMAL)
      expect(detail).not.toContain('zł')
    }
  })
})

describe('city pages, as the server renders them', () => {
  it('name the city and the count, show five price bands and describe the chart in the page’s language', async () => {
    const gdansk = await page('/pl/magazyny-self-storage/gdansk')
    expect(h1(gdansk)).toMatch(/^Self storage Gdańsk: ceny i \d+ magazyn/)
    const table = byTestId(gdansk, 'price-table')
    expect(elements(one(table, '<tbody'), '<tr').length).toBe(5)
    expect(text(one(await page('/pl/magazyny-self-storage/krakow'), 'id="price-chart-desc"'))).toMatch(
      /1–2 m²: .*zł|za mało danych/,
    )
    expect(text(one(await page('/en/facilities/warszawa'), 'id="price-chart-desc"'))).toMatch(
      /1–2 m²: .*PLN|not enough data/,
    )
  })

  it('link to the full list around the city, and a list around a city links back to its page', async () => {
    const all = byTestId(await page('/pl/magazyny-self-storage/krakow'), 'city-all')
    expect(decode(/href="([^"]*)"/.exec(all)![1]!)).toMatch(/^\/pl\/magazyny-self-storage\?.*place=Krak/)
    const around = await page(`${LIST}?place=Wroc%C5%82aw&lat=51.1&lon=17.03`)
    expect(links(around)).toContainEqual({
      href: '/pl/magazyny-self-storage/wroclaw',
      text: expect.stringMatching(/^Ceny i magazyny: Wrocław/),
    })
  })
})
