import Parser from 'rss-parser'
import { brand } from '@kernel/brand'
import { describe, expect, it } from 'vitest'
import { articles } from '@content/blog'
import { LANGS } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'
import { get } from './http'

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/
const parser = new Parser({ customFields: { item: ['updated', 'published'] } })

const FEEDS = LANGS.flatMap((lang) => [
  [`/feeds/blog.${lang}.xml`, lang, 'application/rss+xml'] as const,
  [`/feeds/blog.${lang}.atom.xml`, lang, 'application/atom+xml'] as const,
])

describe.each(FEEDS)('%s', (path, lang, type) => {
  const expected = articles.filter((a) => !a.noindex)

  it(`is served as ${type} and parses with a feed parser`, async () => {
    const response = await get(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(`${type}; charset=utf-8`)
    const feed = await parser.parseString(await response.text())
    expect(feed.title).toBeTruthy()
    expect(feed.link ?? feed.feedUrl).toMatch(new RegExp(`^${brand.origin}/`))
  })

  it('lists every post, newest first, with absolute links that resolve', async () => {
    const feed = await parser.parseString(await (await get(path)).text())
    expect(feed.items.map((item) => item.title)).toEqual(expected.map((a) => a.title[lang]))
    for (const [index, item] of feed.items.entries()) {
      const article = expected[index]!
      expect(item.link).toBe(`${brand.origin}${localizedPath('blog', lang, article.slugs[lang])}`)
      expect(item.contentSnippet ?? item.summary).toBeTruthy()
      // rss-parser reads RSS <category> only; Atom's category@term is checked on the raw XML below.
      if (type === 'application/rss+xml') expect(item.categories).toEqual(article.tags[lang])
      const page = await get(new URL(item.link!).pathname)
      expect(page.status, item.link).toBe(200)
    }
  })

  it('carries valid dates (RFC 822 in RSS, RFC 3339 in Atom)', async () => {
    const xml = await (await get(path)).text()
    const feed = await parser.parseString(xml)
    for (const [index, item] of feed.items.entries()) {
      expect(Number.isNaN(Date.parse(item.isoDate ?? '')), item.title).toBe(false)
      expect(item.isoDate?.slice(0, 10)).toBe(expected[index]!.date.slice(0, 10))
    }
    const dates =
      type === 'application/rss+xml'
        ? [...xml.matchAll(/<(?:pubDate|lastBuildDate)>([^<]+)</g)]
        : [...xml.matchAll(/<(?:published|updated)>([^<]+)</g)]
    expect(dates.length).toBeGreaterThan(expected.length)
    if (type === 'application/atom+xml')
      for (const tag of expected.flatMap((a) => a.tags[lang])) expect(xml).toContain(`term="${tag}"`)
    for (const [, date] of dates) expect(date).toMatch(type === 'application/rss+xml' ? RFC_822 : RFC_3339)
  })
})

it('unknown feed languages are not found', async () => {
  expect((await get('/feeds/blog.de.xml')).status).toBe(404)
})
