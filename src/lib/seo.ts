import { type Lang, LANGS, LOCALES } from '@kernel/lang'
import { absoluteUrl, brand } from '@kernel/brand'
import { type PageId, localizedPath } from '~/i18n/route-table'

export function truncate(text: string, max = 155): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`
}

type HeadInput = {
  page: PageId
  lang: Lang
  title: string
  description: string
  slugs?: Partial<Record<Lang, string>>
  image?: string
  type?: 'website' | 'article'
  noindex?: boolean
  jsonLd?: unknown[]
  /** Articles: Open Graph article:* tags. */
  article?: {
    publishedTime: string
    modifiedTime?: string
    author?: string
    section?: string
    tags?: readonly string[]
  }
  imageAlt?: string
}

/** Title, description, canonical, reciprocal hreflang, Open Graph/Twitter and JSON-LD for one page. */
export function pageHead(input: HeadInput) {
  const url = (lang: Lang) => `${brand.origin}${localizedPath(input.page, lang, input.slugs?.[lang])}`
  const langs = input.slugs ? LANGS.filter((lang) => input.slugs?.[lang]) : LANGS
  const description = truncate(input.description)
  const image = absoluteUrl(input.image ?? '/images/og-default.jpg')
  const article = input.article
  return {
    meta: [
      { title: input.title },
      { name: 'description', content: description },
      ...(input.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
      { property: 'og:type', content: input.type ?? 'website' },
      { property: 'og:title', content: input.title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url(input.lang) },
      { property: 'og:image', content: image },
      { property: 'og:locale', content: LOCALES[input.lang].replace('-', '_') },
      { property: 'og:site_name', content: brand.name },
      ...(input.imageAlt ? [{ property: 'og:image:alt', content: input.imageAlt }] : []),
      ...(article
        ? [
            { property: 'article:published_time', content: article.publishedTime },
            { property: 'article:modified_time', content: article.modifiedTime ?? article.publishedTime },
            ...(article.author ? [{ property: 'article:author', content: article.author }] : []),
            ...(article.section ? [{ property: 'article:section', content: article.section }] : []),
            ...(article.tags ?? []).map((tag) => ({ property: 'article:tag', content: tag })),
          ]
        : []),
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: input.title },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: image },
    ],
    links: [
      { rel: 'canonical', href: url(input.lang) },
      ...langs.map((lang) => ({ rel: 'alternate', hrefLang: lang, href: url(lang) })),
      ...(langs.includes('pl') ? [{ rel: 'alternate', hrefLang: 'x-default', href: url('pl') }] : []),
      { rel: 'alternate', type: 'application/rss+xml', title: 'RSS', href: `/feeds/blog.${input.lang}.xml` },
      { rel: 'alternate', type: 'application/atom+xml', title: 'Atom', href: `/feeds/blog.${input.lang}.atom.xml` },
    ],
    scripts: (input.jsonLd ?? []).map((data) => ({
      type: 'application/ld+json',
      children: JSON.stringify(data).replace(/</g, '\\u003c'),
    })),
  }
}
