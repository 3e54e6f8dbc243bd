import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { brand } from '@kernel/brand'
import { beforeAll, describe, expect, it } from 'vitest'
import { articles } from '@content/blog'
import { LANGS } from '@kernel/lang'
import { PAGES, PRIVATE_PAGES, type PageId, localizedPath } from '~/i18n/route-table'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'

type Alternate = { '@_rel': string; '@_hreflang': string; '@_href': string }
type UrlNode = { loc: string; lastmod?: string; 'xhtml:link': Alternate[] }

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'xhtml:link' || name === 'sitemap',
})
const abs = (path: string) => `${brand.origin}${path}`

type IndexNode = { loc: string; lastmod?: string }

/** Path of a file named in the index (its loc is on the public origin). */
const local = (loc: string) => loc.slice(brand.origin.length)

async function readIndex(): Promise<IndexNode[]> {
  const response = await get('/sitemap.xml')
  expect(response.status).toBe(200)
  const doc = parser.parse(await response.text())
  expect(doc.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  return doc.sitemapindex.sitemap
}

describe('/sitemap.xml: the index', () => {
  it('is a sitemaps.org index of the static pages, the blog and the facility files, each with a lastmod', async () => {
    const files = await readIndex()
    expect(files.map((f) => local(f.loc))).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/blog.xml',
      '/sitemaps/facilities-1.xml',
      '/sitemaps/cities.xml',
    ])
    for (const file of files) expect(file.lastmod, file.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('answers 404 for a file it does not list', async () => {
    for (const path of [
      '/sitemaps/facilities-2.xml',
      '/sitemaps/facilities-0.xml',
      '/sitemaps/facilities.xml',
      '/sitemaps/pages-1.xml',
      '/sitemaps/nope.xml',
    ]) {
      expect((await get(path)).status, path).toBe(404)
    }
  })
})

describe('sitemap files', () => {
  const xml: string[] = []
  const urls: UrlNode[] = []
  const byLoc = new Map<string, UrlNode>()

  beforeAll(async () => {
    for (const file of await readIndex()) {
      const response = await get(local(file.loc))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
      const text = await response.text()
      xml.push(text)
      const doc = parser.parse(text)
      expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
      expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
      expect(doc.urlset.url.length).toBeLessThanOrEqual(5000)
      urls.push(...doc.urlset.url)
    }
    for (const url of urls) byLoc.set(url.loc, url)
  })

  it('is well-formed XML with unique absolute locs', () => {
    for (const text of xml) expect(XMLValidator.validate(text)).toBe(true)
    expect(byLoc.size).toBe(urls.length)
    for (const url of urls) expect(url.loc.startsWith(`${brand.origin}/`), url.loc).toBe(true)
  })

  it('lists every page of the route table in both languages with pl, en and x-default alternates', () => {
    // Slug pages have their own files; the newsletter's e-mail link pages and the signed-in pages are noindex.
    const skipped: PageId[] = [
      'facility',
      'city',
      'newsletterConfirm',
      'newsletterUnsubscribe',
      'signinReset',
      // The review form an invitation's link opens (issue 43).
      'review',
      ...PRIVATE_PAGES,
    ]
    const pages = (Object.keys(PAGES) as PageId[]).filter((page) => !skipped.includes(page))
    for (const page of pages) {
      for (const lang of LANGS) {
        const url = byLoc.get(abs(localizedPath(page, lang)))
        expect(url, `${page} ${lang}`).toBeDefined()
        const alts = Object.fromEntries(url!['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))
        expect(alts).toEqual({
          pl: abs(localizedPath(page, 'pl')),
          en: abs(localizedPath(page, 'en')),
          'x-default': abs(localizedPath(page, 'pl')),
        })
      }
    }
  })

  it('lists every post with its per-language slug and a lastmod', () => {
    for (const article of articles.filter((a) => !a.noindex)) {
      for (const lang of LANGS) {
        const url = byLoc.get(abs(localizedPath('blog', lang, article.slugs[lang])))
        expect(url, `${article.id} ${lang}`).toBeDefined()
        expect(url!.lastmod).toBe((article.updatedAt ?? article.date).slice(0, 10))
        const other = LANGS.find((l) => l !== lang)!
        expect(url!['xhtml:link'].map((l) => l['@_href'])).toContain(
          abs(localizedPath('blog', other, article.slugs[other])),
        )
      }
    }
  })

  it('lists active facility detail pages', () => {
    const facility = (lang: 'pl' | 'en') => byLoc.get(abs(localizedPath('facility', lang, 'lockerbox-warszawa')))
    expect(facility('pl')).toBeDefined()
    expect(facility('en')).toBeDefined()
    expect(facility('pl')!.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('alternates are reciprocal and every alternate is itself listed', () => {
    for (const url of urls) {
      for (const alt of url['xhtml:link']) {
        const target = byLoc.get(alt['@_href'])
        expect(target, alt['@_href']).toBeDefined()
        expect(target!['xhtml:link'].map((l) => l['@_href'])).toContain(url.loc)
      }
    }
  })
})

describe('sitemap caching', () => {
  const settle = () => new Promise((r) => setTimeout(r, 400))

  it('streams a fresh build, serves repeats from the edge cache, and an admin write retires every file', async () => {
    const admin = await sessionFor(SEED.admin.email)
    // Start from a generation no earlier request has warmed.
    const bump = await apiFetch('/api/superadmin/facilities/1', {
      method: 'PATCH',
      cookie: admin,
      body: { phone: '+48 22 600 70 80' },
    })
    expect(bump.status).toBe(200)
    const paths = ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/blog.xml', '/sitemaps/facilities-1.xml']
    for (const path of paths) {
      const first = await get(path)
      expect(first.headers.get('x-doc-cache'), path).toBe('MISS')
      // Streamed, not buffered: no length is known when the headers go out.
      expect(first.headers.get('content-length'), path).toBeNull()
      await first.text()
    }
    await settle()
    for (const path of paths) expect((await get(path)).headers.get('x-doc-cache'), path).toBe('HIT')

    const tag = `sitemap${Date.now().toString(36)}`
    const created = await apiFetch('/api/superadmin/facilities', {
      method: 'POST',
      cookie: admin,
      body: {
        clientId: 1,
        name: `Schowek ${tag}`,
        latitude: '',
        longitude: '',
        location: { street: 'ul. Długa', buildingNumber: '1', postalCode: '00-001', city: 'Warszawa' },
      },
    })
    expect(created.status).toBe(201)
    const { slug } = (await created.json()) as { slug: string }
    const after = await get('/sitemaps/facilities-1.xml')
    expect(after.headers.get('x-doc-cache')).toBe('MISS')
    expect(await after.text()).toContain(`${brand.origin}${localizedPath('facility', 'pl', slug)}</loc>`)
  })

  it('pages the facility source by id (keyset), never by offset', async () => {
    const all = (await (await apiFetch('/api/marketplace/sitemap/facilities?after=0&limit=1000')).json()) as {
      items: { id: number; slug: string }[]
    }
    const ids = all.items.map((item) => item.id)
    expect(ids.length).toBeGreaterThan(10)
    expect([...ids].sort((a, b) => a - b)).toEqual(ids)
    const next = (await (await apiFetch(`/api/marketplace/sitemap/facilities?after=${ids[4]}&limit=3`)).json()) as {
      items: { id: number }[]
    }
    expect(next.items.map((item) => item.id)).toEqual(ids.slice(5, 8))
    const { pages } = (await (await apiFetch('/api/marketplace/sitemap/facilities/pages?size=5')).json()) as {
      pages: { after: number; count: number }[]
    }
    expect(pages.map((p) => p.count)).toEqual(
      ids
        .map((_, i) => i)
        .filter((i) => i % 5 === 0)
        .map((i) => Math.min(5, ids.length - i)),
    )
    expect(pages.map((p) => p.after)).toEqual(ids.filter((_, i) => i % 5 === 0).map((id) => id - 1))
    expect((await apiFetch('/api/marketplace/sitemap/facilities/pages?size=0')).status).toBe(400)
    expect((await apiFetch('/api/marketplace/sitemap/facilities?limit=100000')).status).toBe(400)
  })
})

describe('feeds caching', () => {
  it('builds each feed once and serves repeats from the edge cache', async () => {
    const path = '/feeds/blog.pl.atom.xml'
    await (await get(path)).text()
    await new Promise((r) => setTimeout(r, 400))
    // Kept gzipped and sent as they are (the runtime tells the Worker every client takes gzip, and inflates for
    // any that does not).
    const gzipped = await get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzipped.headers.get('x-doc-cache')).toBe('HIT')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gzipped.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect(await gzipped.text()).toContain('<feed')
    const plain = await get(path, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.headers.get('x-doc-cache')).toBe('HIT')
    expect(await plain.text()).toContain('<feed')
  })
})

describe('/robots.txt', () => {
  it('allows public pages, keeps crawlers out of /admin and /api and points at the sitemap', async () => {
    const response = await get('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n').map((l) => l.trim())
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /admin')
    expect(lines).toContain('Disallow: /api')
    expect(lines).toContain(`Sitemap: ${brand.origin}/sitemap.xml`)
  })
})
