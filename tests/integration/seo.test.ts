import { describe, expect, it } from 'vitest'
import { brand } from '@kernel/brand'
import { fullArticles as articles } from '../support/blog-articles'
import { LANGS, type Lang } from '@kernel/lang'
import { PAGES, PRIVATE_PAGES, type PageId, localizedPath } from '~/i18n/route-table'
import { get } from './http'

type Head = { canonical: string[]; alternates: Map<string, string>; jsonLd: string[] }

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
const attr = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return match ? decode(match[1]!) : undefined
}

function readHead(html: string): Head {
  const links = html.match(/<link\b[^>]*>/gi) ?? []
  const canonical = links.filter((l) => attr(l, 'rel') === 'canonical').map((l) => attr(l, 'href')!)
  const alternates = new Map<string, string>()
  for (const l of links) {
    const hreflang = attr(l, 'hreflang')
    if (attr(l, 'rel') === 'alternate' && hreflang) alternates.set(hreflang, attr(l, 'href')!)
  }
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (m) => m[1]!,
  )
  return { canonical, alternates, jsonLd }
}

const heads = new Map<string, Promise<Head>>()
/** Each page is fetched once, however many others point at it. */
function headOf(path: string): Promise<Head> {
  if (!heads.has(path)) {
    heads.set(
      path,
      get(path).then(async (response) => {
        expect(response.status, path).toBe(200)
        return readHead(await response.text())
      }),
    )
  }
  return heads.get(path)!
}

// Signed-in pages (panel, my inquiries) redirect anonymous visitors and are noindex: signed-in-cache.test.ts.
const STATIC: PageId[] = (Object.keys(PAGES) as PageId[]).filter(
  (page) => page !== 'facility' && page !== 'city' && !(PRIVATE_PAGES as readonly PageId[]).includes(page),
)
const ROUTES: [path: string, lang: Lang][] = [
  ...STATIC.flatMap((page) => LANGS.map((lang) => [localizedPath(page, lang), lang] as [string, Lang])),
  ...LANGS.map((lang) => [localizedPath('facility', lang, 'lockerbox-warszawa'), lang] as [string, Lang]),
  ...articles.flatMap((a) => LANGS.map((lang) => [localizedPath('blog', lang, a.slugs[lang]), lang] as [string, Lang])),
]

describe.each(ROUTES)('%s', (path, lang) => {
  it('has one canonical: its own absolute URL', async () => {
    const head = await headOf(path)
    expect(head.canonical).toEqual([`${brand.origin}${path}`])
  })

  it('lists itself, the other language and x-default, and every alternate lists it back', async () => {
    const head = await headOf(path)
    const self = `${brand.origin}${path}`
    expect(head.alternates.get(lang)).toBe(self)
    expect(head.alternates.get('x-default')).toBeDefined()
    for (const other of LANGS)
      expect(head.alternates.get(other), other).toMatch(new RegExp(`^${brand.origin}/${other}(/|$)`))
    for (const [hreflang, href] of head.alternates) {
      if (hreflang === 'x-default') continue
      const target = await headOf(new URL(href).pathname)
      expect([...target.alternates.values()], `${href} → ${self}`).toContain(self)
    }
  })

  it('has JSON-LD that parses', async () => {
    const head = await headOf(path)
    for (const script of head.jsonLd) {
      const data = JSON.parse(script) as Record<string, unknown>
      expect(data['@context']).toBe('https://schema.org')
      expect(typeof data['@type']).toBe('string')
    }
  })
})

describe.each(articles.flatMap((a) => LANGS.map((lang) => [localizedPath('blog', lang, a.slugs[lang]), a] as const)))(
  '%s structured data',
  (path, article) => {
    it('has BlogPosting and BreadcrumbList, plus FAQPage when the article has a FAQ', async () => {
      const types = (await headOf(path)).jsonLd.map((s) => (JSON.parse(s) as { '@type': string })['@type'])
      expect(types).toContain('BlogPosting')
      expect(types).toContain('BreadcrumbList')
      if (article.faq) expect(types).toContain('FAQPage')
    })
  },
)
