import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { beforeAll, describe, expect, it } from 'vitest'
import { articles } from '../../content/blog'
import { LANGS } from '../../src/i18n/langs'
import { PAGES, type PageId, localizedPath } from '../../src/i18n/route-table'
import { SITE_ORIGIN } from '../../src/lib/seo'
import { get } from './http'

type Alternate = { '@_rel': string; '@_hreflang': string; '@_href': string }
type UrlNode = { loc: string; lastmod?: string; 'xhtml:link': Alternate[] }

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' })
const abs = (path: string) => `${SITE_ORIGIN}${path}`

describe('/sitemap.xml', () => {
  let xml = ''
  let urls: UrlNode[] = []
  const byLoc = new Map<string, UrlNode>()

  beforeAll(async () => {
    const response = await get('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
    xml = await response.text()
    const doc = parser.parse(xml)
    urls = doc.urlset.url
    for (const url of urls) byLoc.set(url.loc, url)
    expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(doc.urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml')
  })

  it('is well-formed XML with unique absolute locs', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(byLoc.size).toBe(urls.length)
    for (const url of urls) expect(url.loc.startsWith(`${SITE_ORIGIN}/`), url.loc).toBe(true)
  })

  it('lists every page of the route table in both languages with pl, en and x-default alternates', () => {
    const pages = (Object.keys(PAGES) as PageId[]).filter((page) => page !== 'facility' && page !== 'city')
    for (const page of pages) {
      for (const lang of LANGS) {
        const url = byLoc.get(abs(localizedPath(page, lang)))
        expect(url, `${page} ${lang}`).toBeDefined()
        const alts = Object.fromEntries(url!['xhtml:link'].map((l) => [l['@_hreflang'], l['@_href']]))
        expect(alts).toEqual({ pl: abs(localizedPath(page, 'pl')), en: abs(localizedPath(page, 'en')), 'x-default': abs(localizedPath(page, 'pl')) })
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
        expect(url!['xhtml:link'].map((l) => l['@_href'])).toContain(abs(localizedPath('blog', other, article.slugs[other])))
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
    expect(lines).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`)
  })
})
