/**
 * Article bodies and legal texts are static islands (ADR 0031): the server sends their HTML once, inside the island's
 * element, and never a second time as loader data for the client to re-render.
 */
import { describe, expect, it } from 'vitest'
import { fullArticles } from '../support/blog-articles'
import { LANGS } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'
import { privacyEn } from '@content/legal/privacy.en'
import { privacyPl } from '@content/legal/privacy.pl'
import { termsEn } from '@content/legal/terms.en'
import { termsPl } from '@content/legal/terms.pl'
import { get } from './http'

/** A stretch of text that HTML escaping leaves as it is, so it reads the same in markup and in a script. */
function plainSlice(texts: string[]): string {
  for (const text of texts) {
    const match = /[^&<>"'\\]{60,}/.exec(text)
    if (match) return match[0].slice(0, 60)
  }
  throw new Error('no plain 60-character stretch of text')
}

const occurrences = (html: string, needle: string) => html.split(needle).length - 1

async function page(path: string): Promise<string> {
  const response = await get(path)
  expect(response.status).toBe(200)
  return response.text()
}

describe.each(
  fullArticles.flatMap((a) => LANGS.map((lang) => [localizedPath('blog', lang, a.slugs[lang]), a, lang] as const)),
)('%s', (path, article, lang) => {
  it('carries the body once, in its island, with its anchors, code blocks and FAQ', async () => {
    const html = await page(path)
    const blocks = article.content[lang]
    expect(occurrences(html, `data-static-html="blog:${article.id}:${lang}"`)).toBe(1)
    const sample = plainSlice(blocks.flatMap((b) => (b.type === 'p' ? [b.text] : [])))
    expect(occurrences(html, sample)).toBe(1)
    for (const block of blocks) if (block.type === 'h2' && block.id) expect(html).toContain(`<h2 id="${block.id}"`)
    expect(occurrences(html, 'data-copy=""')).toBe(blocks.filter((b) => b.type === 'code').length)
    expect(occurrences(html, '<details')).toBe(article.faq?.[lang].length ?? 0)
  })
})

describe.each([
  ['/pl/polityka-prywatnosci', 'privacy', 'pl', privacyPl],
  ['/en/privacy', 'privacy', 'en', privacyEn],
  ['/regulamin', 'terms', 'pl', termsPl],
  ['/en/terms', 'terms', 'en', termsEn],
] as const)('%s', (path, name, lang, doc) => {
  it('carries the legal text once, in its island, with a contents link to every section', async () => {
    const html = await page(path)
    expect(occurrences(html, `data-static-html="legal:${name}:${lang}"`)).toBe(1)
    expect(occurrences(html, plainSlice(doc.sections.flatMap((s) => s.paragraphs)))).toBe(1)
    for (const section of doc.sections) {
      expect(html).toContain(`href="#${section.id}"`)
      expect(html).toContain(`<section id="${section.id}"`)
    }
  })
})

/** The page's parts that are static islands of components (ADR 0102): in the server's HTML once each, with content. */
describe.each([
  ['/en/facilities/krakow', ['city-prices', 'card-grid', 'city-notes']],
  [localizedPath('software', 'pl'), ['software-trusted', 'software-proof']],
  [localizedPath('home', 'en'), ['home-why', 'home-cta']],
  [
    '/pl/magazyn-self-storage/lockerbox-warszawa',
    [
      'facility-header',
      'facility-facts',
      'facility-units',
      'facility-about',
      'facility-reviews',
      'facility-contact',
      'facility-summary',
    ],
  ],
  [localizedPath('blog', 'en', fullArticles[0]!.slugs.en), ['article-top', 'article-end', 'article-aside']],
] as const)('%s', (path, islands) => {
  it('renders each of its static islands once, in full', async () => {
    const html = await page(path)
    for (const name of islands) {
      expect(occurrences(html, `data-island="${name}"`), name).toBe(1)
      const start = html.indexOf(`data-island="${name}"`)
      expect(html.slice(start, start + 400), name).toMatch(/<(section|figure|header|aside|nav|div|ul)\b/)
    }
  })
})
