import { create } from 'xmlbuilder2'
import { articles } from '../../../content/blog'
import type { Article } from '../../../content/blog/types'
import { translate } from '~/i18n'
import type { Lang } from '~/i18n/langs'
import { localizedPath } from '~/i18n/route-table'
import { SITE_ORIGIN, absoluteUrl } from '~/lib/seo'

const ATOM_NS = 'http://www.w3.org/2005/Atom'
const DC_NS = 'http://purl.org/dc/elements/1.1/'

const published = (lang: Lang) => articles.filter((a) => !a.noindex && a.slugs[lang])
const postUrl = (a: Article, lang: Lang) => absoluteUrl(localizedPath('blog', lang, a.slugs[lang]))
const feedUrl = (lang: Lang, atom: boolean) => `${SITE_ORIGIN}/feeds/blog.${lang}${atom ? '.atom' : ''}.xml`
const modified = (a: Article) => new Date(a.updatedAt ?? a.date)
const newest = (list: Article[]) => new Date(Math.max(0, ...list.map((a) => modified(a).getTime())))

/** RSS 2.0; every text goes through the XML builder, which escapes it. Dates are RFC 822 (toUTCString). */
export function rss(lang: Lang): string {
  const list = published(lang)
  const channel = create({ version: '1.0', encoding: 'UTF-8' })
    .ele('rss', { version: '2.0', 'xmlns:atom': ATOM_NS, 'xmlns:dc': DC_NS })
    .ele('channel')
  channel.ele('title').txt(translate(lang, 'blog.feed.title')).up()
    .ele('link').txt(absoluteUrl(localizedPath('blog', lang))).up()
    .ele('description').txt(translate(lang, 'blog.feed.description')).up()
    .ele('language').txt(lang === 'pl' ? 'pl-PL' : 'en-GB').up()
    .ele('lastBuildDate').txt(newest(list).toUTCString()).up()
    .ele(ATOM_NS, 'atom:link', { href: feedUrl(lang, false), rel: 'self', type: 'application/rss+xml' }).up()
  for (const a of list) {
    const item = channel.ele('item')
    item.ele('title').txt(a.title[lang]).up()
      .ele('link').txt(postUrl(a, lang)).up()
      .ele('guid', { isPermaLink: 'true' }).txt(postUrl(a, lang)).up()
      .ele('pubDate').txt(new Date(a.date).toUTCString()).up()
      .ele('description').txt(a.excerpt[lang]).up()
      .ele(DC_NS, 'dc:creator').txt(a.author.name).up()
    for (const tag of a.tags[lang]) item.ele('category').txt(tag)
  }
  return channel.end({ prettyPrint: true })
}

/** Atom 1.0 (RFC 4287); dates are RFC 3339. */
export function atom(lang: Lang): string {
  const list = published(lang)
  const feed = create({ version: '1.0', encoding: 'UTF-8' }).ele(ATOM_NS, 'feed', { 'xml:lang': lang })
  feed.ele('id').txt(feedUrl(lang, true)).up()
    .ele('title').txt(translate(lang, 'blog.feed.title')).up()
    .ele('subtitle').txt(translate(lang, 'blog.feed.description')).up()
    .ele('updated').txt(newest(list).toISOString()).up()
    .ele('link', { rel: 'self', type: 'application/atom+xml', href: feedUrl(lang, true) }).up()
    .ele('link', { rel: 'alternate', type: 'text/html', href: absoluteUrl(localizedPath('blog', lang)) }).up()
    .ele('icon').txt(absoluteUrl('/favicon.svg')).up()
  for (const a of list) {
    const entry = feed.ele('entry')
    entry.ele('id').txt(postUrl(a, lang)).up()
      .ele('title').txt(a.title[lang]).up()
      .ele('link', { rel: 'alternate', type: 'text/html', href: postUrl(a, lang) }).up()
      .ele('published').txt(new Date(a.date).toISOString()).up()
      .ele('updated').txt(modified(a).toISOString()).up()
      .ele('summary').txt(a.excerpt[lang]).up()
      .ele('author').ele('name').txt(a.author.name).up().up()
    for (const tag of a.tags[lang]) entry.ele('category', { term: tag })
  }
  return feed.end({ prettyPrint: true })
}
