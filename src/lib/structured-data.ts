import type { Article } from '../../content/blog/types'
import { config } from '~/config'
import type { Lang } from '~/i18n/langs'
import { localizedPath } from '~/i18n/route-table'
import { absoluteUrl, SITE_ORIGIN } from './seo'

/** One JSON-LD node; pass a list of them to pageHead({ jsonLd }). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>

const CONTEXT = 'https://schema.org' as const
const LOGO = absoluteUrl('/favicon.svg')

const publisher = () => ({ '@type': 'Organization', name: config.brandName, url: SITE_ORIGIN, logo: { '@type': 'ImageObject', url: LOGO } })

export function organization(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${SITE_ORIGIN}/#organization`,
    name: config.brandName,
    url: SITE_ORIGIN,
    logo: LOGO,
    contactPoint: [{ '@type': 'ContactPoint', telephone: config.phone, contactType: 'customer service', areaServed: 'PL', availableLanguage: ['pl', 'en'] }],
  }
}

/** WebSite with a sitelinks search box that lands on the facilities list (?q=). */
export function website(lang: Lang = 'pl'): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${SITE_ORIGIN}/#website`,
    name: config.brandName,
    url: absoluteUrl(localizedPath('home', lang)),
    inLanguage: lang,
    publisher: { '@id': `${SITE_ORIGIN}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(localizedPath('facilities', lang))}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** Items in order from the home page; `path` is site-relative or absolute. */
export function breadcrumbList(items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
  }
}

export function blogPosting(article: Article, lang: Lang): JsonLd {
  const url = absoluteUrl(localizedPath('blog', lang, article.slugs[lang]))
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.title[lang],
    description: article.excerpt[lang],
    image: absoluteUrl(article.ogImage ?? article.cover.src),
    datePublished: article.date,
    dateModified: article.updatedAt ?? article.date,
    inLanguage: lang,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role[lang], image: absoluteUrl(article.author.avatar) },
    publisher: publisher(),
    keywords: (article.keywords?.[lang] ?? article.tags[lang]).join(', '),
    ...(article.section ? { articleSection: article.section[lang] } : {}),
  }
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}

/** The management software: free to start (0 PLN trial), rated 5.0 from 12 reviews (spec §1, §9). */
export function softwareApplication(lang: Lang = 'pl'): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'SoftwareApplication',
    name: `${config.brandName} – ${lang === 'pl' ? 'system do zarządzania self storage' : 'self-storage management software'}`,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    url: absoluteUrl(localizedPath('software', lang)),
    inLanguage: lang,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'PLN' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: '5', bestRating: '5', ratingCount: 12, reviewCount: 12 },
    publisher: publisher(),
  }
}

export type VideoInput = { name: string; description: string; contentUrl: string; thumbnailUrl: string; uploadDate: string; embedUrl?: string; duration?: string }

export function video(input: VideoInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name: input.name,
    description: input.description,
    contentUrl: absoluteUrl(input.contentUrl),
    thumbnailUrl: absoluteUrl(input.thumbnailUrl),
    uploadDate: input.uploadDate,
    ...(input.embedUrl ? { embedUrl: absoluteUrl(input.embedUrl) } : {}),
    ...(input.duration ? { duration: input.duration } : {}),
  }
}
