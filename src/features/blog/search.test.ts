import { describe, expect, it } from 'vitest'
import { articles } from '@content/blog'
import { fold } from '@kernel/text'
import { allTags, filterArticles, validateBlogSearch } from './search'

describe('blog search', () => {
  it('matches the title without diacritics and in any case', () => {
    const [first] = articles
    const word = first!.title.pl.split(' ').find((w) => /[ąćęłńóśźż]/i.test(w)) ?? first!.title.pl.split(' ')[0]!
    expect(filterArticles(articles, 'pl', { q: fold(word).toUpperCase() })).toContain(first)
  })

  it('matches tags and narrows by tag', () => {
    const tag = articles[0]!.tags.en[0]!
    expect(filterArticles(articles, 'en', { q: tag })).toContain(articles[0])
    expect(filterArticles(articles, 'en', { tag }).every((a) => a.tags.en.includes(tag))).toBe(true)
  })

  it('returns nothing for an unknown phrase and everything for a blank one', () => {
    expect(filterArticles(articles, 'pl', { q: 'zzzxxyy' })).toEqual([])
    expect(filterArticles(articles, 'pl', { q: '   ' })).toHaveLength(articles.length)
  })

  it('lists every tag once', () => {
    const tags = allTags(articles, 'pl')
    expect(new Set(tags).size).toBe(tags.length)
  })

  it('drops blank and non-string search params', () => {
    expect(validateBlogSearch({ q: ' ', tag: 5 })).toEqual({ q: undefined, tag: undefined })
  })
})
