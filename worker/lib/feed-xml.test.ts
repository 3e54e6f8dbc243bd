import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import '~/i18n/messages.server'
import { articles } from '@content/blog'
import { LANGS } from '@kernel/lang'
import { atom, rss } from './feed-xml'

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['item', 'entry', 'category', 'link'].includes(name),
})

describe.each(LANGS)('blog feeds in %s', (lang) => {
  const listed = articles.filter((a) => !a.noindex && a.slugs[lang])

  it('RSS is well-formed and carries every post with its texts unchanged', () => {
    const xml = rss(lang)
    expect(XMLValidator.validate(xml)).toBe(true)
    const { channel } = parser.parse(xml).rss
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(listed.map((a) => a.title[lang]))
    expect(channel.item.map((item: { description: string }) => item.description)).toEqual(
      listed.map((a) => a.excerpt[lang]),
    )
    expect(channel.language).toBe(lang === 'pl' ? 'pl-PL' : 'en-GB')
  })

  it('Atom is well-formed, with a category term per tag', () => {
    const xml = atom(lang)
    expect(XMLValidator.validate(xml)).toBe(true)
    const { feed } = parser.parse(xml)
    expect(feed['@_xml:lang']).toBe(lang)
    expect(
      feed.entry.map((entry: { category: { '@_term': string }[] }) => entry.category.map((c) => c['@_term'])),
    ).toEqual(listed.map((a) => a.tags[lang]))
  })
})

it('escapes markup in texts and attributes', () => {
  const article = articles[0]!
  const title = article.title.pl
  const tags = article.tags.pl
  try {
    ;(article.title as { pl: string }).pl = 'Ceny & <b>"promocje"</b>'
    ;(article.tags as { pl: string[] }).pl = ['a"b<c>&']
    const parsedRss = parser.parse(rss('pl')).rss.channel.item[0]
    expect(parsedRss.title).toBe('Ceny & <b>"promocje"</b>')
    const parsedAtom = parser.parse(atom('pl')).feed.entry[0]
    expect(parsedAtom.category[0]['@_term']).toBe('a"b<c>&')
  } finally {
    ;(article.title as { pl: string }).pl = title
    ;(article.tags as { pl: string[] }).pl = tags
  }
})
