import { describe, expect, it } from 'vitest'
import { get } from './http'

const ldTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => (JSON.parse(m[1]!) as { '@type': string })['@type'],
  )

const ld = (html: string, type: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((node) => node['@type'] === type)

describe('facilities list (SSR with data)', () => {
  it('renders cards, the count and the recommended badge on the server', async () => {
    const html = await (await get('/pl/magazyny-self-storage')).text()
    expect(html).toMatch(/Znaleziono \d+ magazyn(y|ów)?</)
    expect(html.match(/data-testid="facility-card"/g)?.length ?? 0).toBeGreaterThanOrEqual(10)
    expect(html).toContain('Polecane')
    expect(html).toContain('Jak sortujemy')
  })

  it('applies q from the URL, mentions it in the count and names the place searched around', async () => {
    const html = await (await get('/pl/magazyny-self-storage?q=Lublin')).text()
    expect(html).toMatch(/Znaleziono \d+ magazyn(y|ów)? dla „Lublin”/)
    expect(html).toMatch(/Magazyny w promieniu \d+ km od: Lublin/)
  })

  it('English list uses the English copy', async () => {
    const html = await (await get('/en/facilities')).text()
    expect(html).toMatch(/Found \d+ facilit(y|ies)</)
    expect(html).toContain('Promoted')
  })

  it('shows the empty state for a query without matches', async () => {
    const html = await (await get('/pl/magazyny-self-storage?q=zzzz-nic')).text()
    expect(html).toContain('data-testid="list-empty"')
  })
})

describe('facility detail', () => {
  it('renders the facility, units, directions and JSON-LD on the server', async () => {
    const response = await get('/pl/magazyn-self-storage/lockerbox-warszawa')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<h1[^>]*>Lockerbox<\/h1>/)
    expect(html).toContain('https://www.google.com/maps/dir/?api=1&amp;destination=52.2318,20.954')
    expect(html).toMatch(/fetchpriority="high"/i)
    expect(html).toContain('data-testid="unit-row"')
    expect(ldTypes(html)).toEqual(expect.arrayContaining(['SelfStorage', 'BreadcrumbList', 'FAQPage']))
    const business = ld(html, 'SelfStorage') as { aggregateRating?: unknown; makesOffer?: unknown[]; geo?: unknown }
    expect(business.aggregateRating).toBeDefined()
    expect(business.geo).toBeDefined()
    expect(business.makesOffer!.length).toBeGreaterThan(0)
    expect(business.makesOffer!.length).toBeLessThanOrEqual(50)
    const faq = ld(html, 'FAQPage') as { mainEntity: unknown[] }
    expect(faq.mainEntity.length).toBeLessThanOrEqual(6)
  })

  it('warns about a facility without e-mail', async () => {
    const html = await (await get('/pl/magazyn-self-storage/skladuj-tatary-lublin')).text()
    expect(html).toContain('Kontakt e-mail niedostępny')
  })

  it('labels a promoted facility on its page too (Omnibus), and only a promoted one', async () => {
    const promoted = await (await get('/pl/magazyn-self-storage/lockerbox-warszawa')).text()
    expect(promoted).toMatch(/>Polecane<\/span>/)
    const plain = await (await get('/pl/magazyn-self-storage/skladuj-tatary-lublin')).text()
    expect(plain).not.toMatch(/>Polecane<\/span>/)
  })

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/pl/magazyn-self-storage/nie-ma-takiego-obiektu')
    expect(response.status).toBe(404)
  })

  it('description meta is at most 155 characters', async () => {
    const html = await (await get('/en/self-storage-facility/lockerbox-warszawa')).text()
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''
    expect(description.length).toBeGreaterThan(20)
    expect(description.length).toBeLessThanOrEqual(155)
  })
})

describe('home', () => {
  it('has the hero image, Organization and WebSite JSON-LD and 4 FAQ questions', async () => {
    const html = await (await get('/pl')).text()
    // From 768 px up; phones load no hero photo at all.
    expect(html).toMatch(
      /<source media="\(min-width: 768px\)" srcSet="\/images\/hero\/home-hero-800\.webp 800w, \/images\/hero\/home-hero\.webp 1600w"/,
    )
    expect(html).toMatch(/<img[^>]*alt="Korytarz magazynu[^"]*"[^>]*>/)
    expect(ldTypes(html)).toEqual(expect.arrayContaining(['Organization', 'WebSite']))
    expect(html).toContain('Najczęściej zadawane pytania')
  })
})
