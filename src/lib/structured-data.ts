import type { Facility } from '@api/contract/marketplace'
import type { ArticleMeta } from '@content/blog/types'
import { absoluteUrl, brand } from '@kernel/brand'
import type { Lang } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'

/** One JSON-LD node; pass a list of them to pageHead({ jsonLd }). */
export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>

const CONTEXT = 'https://schema.org' as const
const LOGO = absoluteUrl('/favicon.svg')

const publisher = () => ({
  '@type': 'Organization',
  name: brand.name,
  url: brand.origin,
  logo: { '@type': 'ImageObject', url: LOGO },
})

export function organization(): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${brand.origin}/#organization`,
    name: brand.name,
    url: brand.origin,
    logo: LOGO,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        telephone: brand.phone,
        contactType: 'customer service',
        areaServed: 'PL',
        availableLanguage: ['pl', 'en'],
      },
    ],
  }
}

/** WebSite with a sitelinks search box that lands on the facilities list (?q=). */
export function website(lang: Lang = 'pl'): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${brand.origin}/#website`,
    name: brand.name,
    url: absoluteUrl(localizedPath('home', lang)),
    inLanguage: lang,
    publisher: { '@id': `${brand.origin}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(localizedPath('facilities', lang))}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  }
}

/** Items in order from the home page; `path` is site-relative or absolute. */
export function breadcrumbList(items: readonly { name: string; path: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  }
}

export function blogPosting(article: ArticleMeta, lang: Lang): JsonLd {
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
    author: {
      '@type': 'Person',
      name: article.author.name,
      jobTitle: article.author.role[lang],
      image: absoluteUrl(article.author.avatar),
    },
    publisher: publisher(),
    keywords: (article.keywords?.[lang] ?? article.tags[lang]).join(', '),
    ...(article.section ? { articleSection: article.section[lang] } : {}),
  }
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

type VideoInput = {
  name: string
  description: string
  contentUrl: string
  thumbnailUrl: string
  uploadDate: string
  embedUrl?: string
  duration?: string
}

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

/**
 * A facility's schema.org PostalAddress and GeoCoordinates, for every JSON-LD node that places one (the facility
 * page's SelfStorage, the city page's ItemList).
 */
type Located = Pick<Facility, 'address' | 'latitude' | 'longitude'>

export function facilityLocation(f: Located) {
  return {
    address: {
      '@type': 'PostalAddress',
      streetAddress: [f.address.street, f.address.buildingNumber].filter(Boolean).join(' '),
      postalCode: f.address.postalCode,
      addressLocality: f.address.city,
      addressCountry: 'PL',
    },
    // 0,0 is how the data says "no coordinates" (the seed has such a facility): no point in the Gulf of Guinea.
    ...(f.latitude && f.longitude
      ? { geo: { '@type': 'GeoCoordinates', latitude: f.latitude, longitude: f.longitude } }
      : {}),
  }
}
