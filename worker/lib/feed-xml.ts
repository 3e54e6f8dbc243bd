import { articles } from '@content/blog'
import type { ArticleMeta } from '@content/blog/types'
import { absoluteUrl, brand } from '@kernel/brand'
import { LOCALES, type Lang } from '@kernel/lang'
import { translate } from '~/i18n'
import { localizedPath } from '~/i18n/route-table'
import { xmlEscape } from './sitemap-xml'

/**
 * The blog's RSS 2.0 and Atom 1.0 feeds, written as strings like the sitemaps: every text and attribute goes
 * through `xmlEscape`, and element names are fixed here, so an article cannot inject markup.
 */
const ATOM_NS = 'http://www.w3.org/2005/Atom'
const DC_NS = 'http://purl.org/dc/elements/1.1/'
const PROLOG = '<?xml version="1.0" encoding="UTF-8"?>\n'

const published = (lang: Lang) => articles.filter((a) => !a.noindex && a.slugs[lang])
const postUrl = (a: ArticleMeta, lang: Lang) => absoluteUrl(localizedPath('blog', lang, a.slugs[lang]))
const feedUrl = (lang: Lang, atom: boolean) => `${brand.origin}/feeds/blog.${lang}${atom ? '.atom' : ''}.xml`
const modified = (a: ArticleMeta) => new Date(a.updatedAt ?? a.date)
const newest = (list: ArticleMeta[]) => new Date(Math.max(0, ...list.map((a) => modified(a).getTime())))

/** `<name attr="…">text</name>`, both escaped; self-closing without text. */
function el(name: string, text?: string, attributes: Record<string, string> = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlEscape(value)}"`)
    .join('')
  return text === undefined ? `<${name}${attrs}/>` : `<${name}${attrs}>${xmlEscape(text)}</${name}>`
}

const lines = (indent: string, items: string[]) => items.map((item) => `${indent}${item}\n`).join('')

/** RSS 2.0. Dates are RFC 822 (toUTCString). */
export function rss(lang: Lang): string {
  const list = published(lang)
  const items = list.map((a) => {
    const url = postUrl(a, lang)
    return `    <item>\n${lines('      ', [
      el('title', a.title[lang]),
      el('link', url),
      el('guid', url, { isPermaLink: 'true' }),
      el('pubDate', new Date(a.date).toUTCString()),
      el('description', a.excerpt[lang]),
      el('dc:creator', a.author.name),
      ...a.tags[lang].map((tag) => el('category', tag)),
    ])}    </item>\n`
  })
  const channel = lines('    ', [
    el('title', translate(lang, 'blog.feed.title')),
    el('link', absoluteUrl(localizedPath('blog', lang))),
    el('description', translate(lang, 'blog.feed.description')),
    el('language', LOCALES[lang]),
    el('lastBuildDate', newest(list).toUTCString()),
    el('atom:link', undefined, { href: feedUrl(lang, false), rel: 'self', type: 'application/rss+xml' }),
  ])
  return `${PROLOG}<rss version="2.0" xmlns:atom="${ATOM_NS}" xmlns:dc="${DC_NS}">\n  <channel>\n${channel}${items.join('')}  </channel>\n</rss>\n`
}

/** Atom 1.0 (RFC 4287); dates are RFC 3339. */
export function atom(lang: Lang): string {
  const list = published(lang)
  const entries = list.map((a) => {
    const url = postUrl(a, lang)
    return `  <entry>\n${lines('    ', [
      el('id', url),
      el('title', a.title[lang]),
      el('link', undefined, { rel: 'alternate', type: 'text/html', href: url }),
      el('published', new Date(a.date).toISOString()),
      el('updated', modified(a).toISOString()),
      el('summary', a.excerpt[lang]),
      `<author>${el('name', a.author.name)}</author>`,
      ...a.tags[lang].map((tag) => el('category', undefined, { term: tag })),
    ])}  </entry>\n`
  })
  const head = lines('  ', [
    el('id', feedUrl(lang, true)),
    el('title', translate(lang, 'blog.feed.title')),
    el('subtitle', translate(lang, 'blog.feed.description')),
    el('updated', newest(list).toISOString()),
    el('link', undefined, { rel: 'self', type: 'application/atom+xml', href: feedUrl(lang, true) }),
    el('link', undefined, { rel: 'alternate', type: 'text/html', href: absoluteUrl(localizedPath('blog', lang)) }),
    el('icon', absoluteUrl('/favicon.svg')),
  ])
  return `${PROLOG}<feed xmlns="${ATOM_NS}" xml:lang="${lang}">\n${head}${entries.join('')}</feed>\n`
}
