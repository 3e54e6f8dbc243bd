import { XMLParser } from 'fast-xml-parser'
import { brand } from '@kernel/brand'
import { describe, expect, it } from 'vitest'
import type { CityIndexResponse, CityListResponse } from '@api/contract/cities'
import type { FacilityListResponse, FacilitySummary, Unit } from '@api/contract/marketplace'
import { localizedPath } from '~/i18n/route-table'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'

// Written out here rather than imported: the test's own idea of a slug and a band, to check the API's against.
const slug = (city: string) =>
  city
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łŁ]/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const BANDS: [string, number][] = [
  ['1-2', 2],
  ['3-5', 5],
  ['6-10', 10],
  ['10-20', 20],
  ['20+', Infinity],
]
const bandOf = (m2: number) => BANDS.find(([, upTo]) => m2 <= upTo)![0]
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const round2 = (n: number) => Math.round(n * 100) / 100

async function json<T>(path: string): Promise<T> {
  const response = await apiFetch(path)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

async function allActiveFacilities(query = ''): Promise<FacilitySummary[]> {
  const out: FacilitySummary[] = []
  for (let page = 1; ; page++) {
    const body = await json<FacilityListResponse>(`/api/marketplace/facilities?limit=500&page=${page}${query}`)
    out.push(...body.items)
    if (out.length >= body.total || !body.items.length) return out
  }
}

const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? ''
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as { '@type': string } & Record<string, unknown>,
  )

describe('city pages', () => {
  it('exist for every city with an active facility, in both languages, and 404 elsewhere', async () => {
    const facilities = await allActiveFacilities()
    const expected = new Set(facilities.filter((f) => f.address.city.trim()).map((f) => slug(f.address.city)))
    const { items } = await json<CityListResponse>('/api/marketplace/cities')
    expect(new Set(items.map((c) => c.slug))).toEqual(expected)
    expect(items.length).toBeGreaterThanOrEqual(17)
    for (const city of items) {
      for (const lang of ['pl', 'en'] as const) {
        const response = await get(localizedPath('city', lang, city.slug))
        expect(response.status, `${lang} ${city.slug}`).toBe(200)
        expect(h1(await response.text())).toContain(`Self storage ${city.name}`)
      }
    }
    // A real town with no facility, and a town spelled with diacritics (the slug is folded, never both).
    expect((await get('/pl/magazyny-self-storage/zakopane')).status).toBe(404)
    expect((await get('/en/facilities/zakopane')).status).toBe(404)
    expect((await get(`/pl/magazyny-self-storage/${encodeURIComponent('kraków')}`)).status).toBe(404)
    // The list page keeps its own path.
    expect((await get('/pl/magazyny-self-storage')).status).toBe(200)
  })

  it('has an H1 and title with the city, the facility count and the month', async () => {
    const html = await (await get('/pl/magazyny-self-storage/krakow')).text()
    const data = await json<CityIndexResponse>('/api/marketplace/cities/krakow')
    const month = new Intl.DateTimeFormat('pl-PL', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Warsaw',
    }).format(new Date(data.computedAt))
    const expected = `Self storage Kraków: ceny i ${data.total} magazynów (${month})`
    expect(h1(html)).toBe(expected)
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(expected)
    expect(html).toContain('rel="canonical" href="https://skrytka.pl/pl/magazyny-self-storage/krakow"')
    expect(html).toMatch(/hrefLang="en" href="https:\/\/skrytka\.pl\/en\/facilities\/krakow"/)
    expect(html).toContain('property="og:url" content="https://skrytka.pl/pl/magazyny-self-storage/krakow"')
    expect(html).toContain('Jak liczymy')
  })

  it('computes the medians exactly as an independent count of the API unit data', async () => {
    for (const city of ['krakow', 'warszawa', 'gdansk']) {
      const data = await json<CityIndexResponse>(`/api/marketplace/cities/${city}`)
      const facilities = await allActiveFacilities(`&lat=${data.city.lat}&lon=${data.city.lon}&radius=${data.radiusKm}`)
      expect(facilities.length).toBe(data.total)
      const byBand = new Map<string, { p: number[]; m: number[] }>()
      for (const f of facilities) {
        for (const u of await json<Unit[]>(`/api/marketplace/facilities/${f.slug}/units`)) {
          if (!u.isAvailable || u.priceMonthly === null || !(u.size.m2 > 0)) continue
          const band = byBand.get(bandOf(u.size.m2)) ?? { p: [], m: [] }
          band.p.push(u.priceMonthly)
          band.m.push(u.priceMonthly / u.size.m2)
          byBand.set(bandOf(u.size.m2), band)
        }
      }
      const html = await (await get(`/pl/magazyny-self-storage/${city}`)).text()
      for (const band of data.bands) {
        const mine = byBand.get(band.id) ?? { p: [], m: [] }
        expect(band.units, `${city} ${band.id}`).toBe(mine.p.length)
        if (mine.p.length < 3) {
          expect(band.median).toBeNull()
          expect(html).toMatch(new RegExp(`data-band="${band.id.replace('+', '\\+')}"[^]*?za mało danych`))
          continue
        }
        expect(band.median, `${city} ${band.id}`).toBe(round2(median(mine.p)))
        expect(band.medianPerM2).toBe(round2(median(mine.m)))
        expect(band.min).toBe(Math.min(...mine.p))
        expect(band.max).toBe(Math.max(...mine.p))
      }
      expect(
        data.bands.some((b) => b.median !== null),
        city,
      ).toBe(true)
    }
  })

  it('shows the gross price beside the net one, and a band with under 3 units as "za mało danych"', async () => {
    const data = await json<CityIndexResponse>('/api/marketplace/cities/torun')
    const html = await (await get('/pl/magazyny-self-storage/torun')).text()
    const priced = data.bands.find((b) => b.median !== null)
    if (priced) {
      const gross = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 }).format(
        Math.round(priced.median! * 123) / 100,
      )
      expect(html).toContain(`${gross} zł`)
    }
    expect(data.bands.some((b) => b.median === null)).toBe(true)
    expect(html).toContain('za mało danych')
  })

  it('changes after an admin write purges the cache', async () => {
    const path = '/api/marketplace/cities/torun'
    const before = await json<CityIndexResponse>(path)
    await new Promise((r) => setTimeout(r, 300))
    expect((await apiFetch(path)).headers.get('x-cache')).toBe('HIT')
    const page = async () => h1(await (await get('/pl/magazyny-self-storage/torun')).text())
    expect(await page()).toContain(`ceny i ${before.total} `)
    // The admin has no unit editor: taking a facility off the market is the admin write that moves these numbers.
    const admin = await sessionFor(SEED.admin.email)
    const target = before.facilities[0]!
    const units = (await json<Unit[]>(`/api/marketplace/facilities/${target.slug}/units`)).filter(
      (u) => u.isAvailable && u.priceMonthly !== null,
    ).length
    expect(units).toBeGreaterThan(0)
    try {
      const patch = await apiFetch(`/api/superadmin/facilities/${target.id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { active: false },
      })
      expect(patch.status).toBe(200)
      const after = await apiFetch(path)
      expect(after.headers.get('x-cache')).toBe('MISS')
      const data = (await after.json()) as CityIndexResponse
      expect(data.total).toBe(before.total - 1)
      expect(data.bands.reduce((n, b) => n + b.units, 0)).toBe(before.bands.reduce((n, b) => n + b.units, 0) - units)
      expect(await page()).toContain(`ceny i ${before.total - 1} `)
    } finally {
      await apiFetch(`/api/superadmin/facilities/${target.id}`, {
        method: 'PATCH',
        cookie: admin,
        body: { active: true },
      })
    }
  })

  it('carries ItemList (of SelfStorage), BreadcrumbList, AggregateOffer and FAQPage JSON-LD that parses', async () => {
    const html = await (await get('/en/facilities/warszawa')).text()
    const nodes = jsonLd(html)
    const types = nodes.map((n) => n['@type'])
    expect(types).toEqual(expect.arrayContaining(['ItemList', 'BreadcrumbList', 'FAQPage', 'Service']))
    const list = nodes.find((n) => n['@type'] === 'ItemList') as unknown as {
      itemListElement: { item: { '@type': string; url: string } }[]
    }
    expect(list.itemListElement.length).toBeGreaterThan(0)
    for (const entry of list.itemListElement) {
      expect(entry.item['@type']).toBe('SelfStorage')
      expect(entry.item.url).toMatch(new RegExp(`^${brand.origin}/en/self-storage-facility/[a-z0-9-]+$`))
    }
    const offers = (
      nodes.find((n) => n['@type'] === 'Service') as unknown as {
        offers: { '@type': string; lowPrice: number; highPrice: number; priceCurrency: string }[]
      }
    ).offers
    expect(offers.length).toBeGreaterThan(0)
    for (const offer of offers) {
      expect(offer['@type']).toBe('AggregateOffer')
      expect(offer.priceCurrency).toBe('PLN')
      expect(offer.lowPrice).toBeLessThanOrEqual(offer.highPrice)
    }
    const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as unknown as {
      itemListElement: { item: string }[]
    }
    expect(crumbs.itemListElement.at(-1)!.item).toBe(`${brand.origin}/en/facilities/warszawa`)
    const faq = nodes.find((n) => n['@type'] === 'FAQPage') as unknown as { mainEntity: { name: string }[] }
    expect(faq.mainEntity.map((q) => q.name)).toContain('How much does a 5 m² unit cost in Warszawa?')
    const pl = jsonLd(await (await get('/pl/magazyny-self-storage/krakow')).text())
    const plFaq = pl.find((n) => n['@type'] === 'FAQPage') as unknown as { mainEntity: { name: string }[] }
    expect(plFaq.mainEntity.map((q) => q.name)).toContain('Ile kosztuje boks 5 m² w Krakowie?')
  })

  it('are in the sitemap with reciprocal hreflang, and on the HTML sitemap page', async () => {
    const { items } = await json<CityListResponse>('/api/marketplace/cities')
    const parser = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'url' || name === 'xhtml:link',
    })
    const urls = parser.parse(await (await get('/sitemaps/cities.xml')).text()).urlset.url as {
      loc: string
      'xhtml:link': { '@_hreflang': string; '@_href': string }[]
    }[]
    const byLoc = new Map(urls.map((u) => [u.loc, u]))
    const sitemapPage = await (await get('/pl/mapa-strony')).text()
    for (const city of items) {
      const pl = `${brand.origin}/pl/magazyny-self-storage/${city.slug}`
      const en = `${brand.origin}/en/facilities/${city.slug}`
      for (const loc of [pl, en]) {
        const url = byLoc.get(loc)
        expect(url, loc).toBeDefined()
        expect(Object.fromEntries(url!['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))).toEqual({
          pl,
          en,
          'x-default': pl,
        })
      }
      expect(sitemapPage).toContain(`href="/pl/magazyny-self-storage/${city.slug}"`)
    }
  })

  it('are linked from the footer (ten largest) and the home quick cities', async () => {
    const html = await (await get('/pl')).text()
    const footer = html.slice(html.indexOf('id="footer-cities"'))
    const links = [...footer.matchAll(/href="\/pl\/magazyny-self-storage\/([a-z-]+)"/g)].map((m) => m[1])
    expect(links.slice(0, 10)).toEqual([
      'warszawa',
      'krakow',
      'wroclaw',
      'lodz',
      'poznan',
      'gdansk',
      'szczecin',
      'bydgoszcz',
      'lublin',
      'bialystok',
    ])
    for (const city of links.slice(0, 10)) expect((await get(`/pl/magazyny-self-storage/${city}`)).status).toBe(200)
    expect(html).toContain('href="/pl/magazyny-self-storage/gdansk"')
  })
})
