import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGS } from '@kernel/lang'
import { articles } from '@content/blog'
import { loadBody } from '@content/blog/bodies'
import { fullArticles } from '@tests/support/blog-articles'
import type { Block } from '@content/blog/types'
import { articleWords, readingMinutes } from '@tests/support/reading-time'

const PUBLIC = join(import.meta.dirname, '../../../public')
const BLOCK_TYPES: Block['type'][] = ['h2', 'h3', 'p', 'ul', 'ol', 'quote', 'img', 'code']
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/
const isIsoDate = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value))
const publicFile = (src: string) => existsSync(join(PUBLIC, src))

describe('blog articles', () => {
  it('exist, newest first, with unique ids', () => {
    expect(articles.length).toBeGreaterThanOrEqual(2)
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length)
    const dates = articles.map((a) => a.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it.each(LANGS)('slugs are unique and URL-safe in %s', (lang) => {
    const slugs = articles.map((a) => a.slugs[lang])
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  describe.each(fullArticles.map((a) => [a.id, a] as const))('%s', (_id, article) => {
    it.each(LANGS)('is complete in %s with at least 900 words', (lang) => {
      expect(article.title[lang].trim()).not.toBe('')
      expect(article.excerpt[lang].trim()).not.toBe('')
      expect(article.cover.alt[lang].trim()).not.toBe('')
      expect(article.author.role[lang].trim()).not.toBe('')
      expect(article.tags[lang].length).toBeGreaterThan(0)
      expect(article.content[lang].length).toBeGreaterThan(0)
      expect(articleWords(article, lang)).toBeGreaterThanOrEqual(900)
      expect(readingMinutes(article, lang)).toBeGreaterThanOrEqual(1)
    })

    it.each(LANGS)('uses all 8 block types in %s', (lang) => {
      const used = new Set(article.content[lang].map((b) => b.type))
      expect([...used].sort()).toEqual([...BLOCK_TYPES].sort())
    })

    it('has cover, avatar and body images as files in public/', () => {
      expect(publicFile(article.cover.src), article.cover.src).toBe(true)
      expect(publicFile(article.author.avatar), article.author.avatar).toBe(true)
      if (article.ogImage?.startsWith('/')) expect(publicFile(article.ogImage), article.ogImage).toBe(true)
      for (const lang of LANGS) {
        for (const block of article.content[lang]) {
          if (block.type === 'img') {
            expect(publicFile(block.src), block.src).toBe(true)
            expect(block.alt.trim()).not.toBe('')
            expect(block.width).toBeGreaterThan(0)
            expect(block.height).toBeGreaterThan(0)
          }
        }
      }
    })

    it.each(LANGS)('stores the reading time its body gives in %s', (lang) => {
      expect(article.minutes[lang]).toBe(readingMinutes(article, lang))
    })

    it('is the body its page loads', async () => {
      expect(await loadBody(article.id)).toEqual({ content: article.content, faq: article.faq })
    })

    it('has ISO dates', () => {
      expect(isIsoDate(article.date), article.date).toBe(true)
      if (article.updatedAt) expect(isIsoDate(article.updatedAt), article.updatedAt).toBe(true)
      if (article.video) expect(isIsoDate(article.video.uploadDate)).toBe(true)
    })

    it('has the same number of FAQ entries in both languages', () => {
      if (!article.faq) return
      expect(article.faq.pl.length).toBe(article.faq.en.length)
    })
  })
})

describe('readingMinutes', () => {
  const base = fullArticles[0]!
  const withText = (text: string) => ({
    ...base,
    content: { pl: [{ type: 'p' as const, text }], en: [{ type: 'p' as const, text }] },
  })
  it('is at least one minute', () => expect(readingMinutes(withText('krótko'), 'pl')).toBe(1))
  it('counts ≈200 words per minute', () =>
    expect(readingMinutes(withText(Array(1000).fill('słowo').join(' ')), 'en')).toBe(5))
})
