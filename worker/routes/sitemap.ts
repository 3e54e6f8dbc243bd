import { Hono } from 'hono'
import { create } from 'xmlbuilder2'
import { articles } from '../../content/blog'
import { LANGS, type Lang } from '../../src/i18n/langs'
import { PAGES, type PageId, localizedPath } from '../../src/i18n/route-table'
import { SITE_ORIGIN, absoluteUrl } from '../../src/lib/seo'
import { fetchCitySlugs } from '../lib/city-slugs'
import { fetchAllFacilitySlugs } from '../lib/facility-slugs'
import type { EdgeEnv } from '../types'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

/** One page in every language: the URL per language plus when it last changed (ISO date), if known. */
type Entry = { urls: Partial<Record<Lang, string>>; lastmod?: string }

const STATIC_PAGES = (Object.keys(PAGES) as PageId[]).filter((page) => page !== 'facility' && page !== 'city')
const listed = articles.filter((a) => !a.noindex)
const dateOnly = (iso: string) => new Date(iso).toISOString().slice(0, 10)
const newestPost = listed.map((a) => a.updatedAt ?? a.date).sort().at(-1)

function pageEntries(): Entry[] {
  return STATIC_PAGES.map((page) => ({
    urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(localizedPath(page, lang))])),
    ...(page === 'blog' && newestPost ? { lastmod: dateOnly(newestPost) } : {}),
  }))
}

function postEntries(): Entry[] {
  return listed.map((a) => ({
    urls: Object.fromEntries(LANGS.filter((lang) => a.slugs[lang]).map((lang) => [lang, absoluteUrl(localizedPath('blog', lang, a.slugs[lang]))])),
    lastmod: dateOnly(a.updatedAt ?? a.date),
  }))
}

async function facilityEntries(env: EdgeEnv['Bindings']): Promise<Entry[]> {
  try {
    const facilities = await fetchAllFacilitySlugs(env)
    return facilities.map((f) => ({
      urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(localizedPath('facility', lang, f.slug))])),
      ...(f.updatedAt && !Number.isNaN(Date.parse(f.updatedAt)) ? { lastmod: dateOnly(f.updatedAt) } : {}),
    }))
  } catch (error) {
    // A partial sitemap beats a failing one: crawlers retry later and still see every static page.
    console.error(JSON.stringify({ event: 'sitemap_facilities_failed', message: String(error) }))
    return []
  }
}

/** City pages (issue 18), both languages; kept separate so it can become a child sitemap of its own. */
async function cityEntries(env: EdgeEnv['Bindings']): Promise<Entry[]> {
  try {
    const slugs = await fetchCitySlugs(env)
    return slugs.map((slug) => ({ urls: Object.fromEntries(LANGS.map((lang) => [lang, absoluteUrl(localizedPath('city', lang, slug))])) }))
  } catch (error) {
    console.error(JSON.stringify({ event: 'sitemap_cities_failed', message: String(error) }))
    return []
  }
}

/** Every language version is its own <url>, listing all versions (itself included) and x-default (Polish). */
export function sitemapXml(entries: Entry[]): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, 'urlset').att('http://www.w3.org/2000/xmlns/', 'xmlns:xhtml', XHTML_NS)
  for (const entry of entries) {
    const versions = LANGS.filter((lang) => entry.urls[lang])
    for (const lang of versions) {
      const url = urlset.ele('url')
      url.ele('loc').txt(entry.urls[lang]!)
      if (entry.lastmod) url.ele('lastmod').txt(entry.lastmod)
      for (const alt of versions) url.ele(XHTML_NS, 'xhtml:link', { rel: 'alternate', hreflang: alt, href: entry.urls[alt]! })
      const fallback = entry.urls.pl ?? entry.urls[versions[0]!]!
      url.ele(XHTML_NS, 'xhtml:link', { rel: 'alternate', hreflang: 'x-default', href: fallback })
    }
  }
  return urlset.end({ prettyPrint: true })
}

export function robotsTxt(): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${SITE_ORIGIN}/sitemap.xml`, ''].join('\n')
}

export const sitemap = new Hono<EdgeEnv>()
  .get('/sitemap.xml', async (c) => {
    const entries = [...pageEntries(), ...postEntries(), ...(await facilityEntries(c.env)), ...(await cityEntries(c.env))]
    return c.body(sitemapXml(entries), 200, { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' })
  })
  .get('/robots.txt', (c) => c.text(robotsTxt(), 200, { 'cache-control': 'public, max-age=86400' }))
