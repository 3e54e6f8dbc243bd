import type { Lang } from '@kernel/lang'
import { absoluteUrl, brand } from '@kernel/brand'
import { localizedPath } from '~/i18n/route-table'
import { RATING } from '../rating'

/** Spec §9: software listed at price 0 PLN (free trial), rating 5 from 12 reviews. */
export function softwareJsonLd(lang: Lang, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: brand.name,
    description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    url: absoluteUrl(localizedPath('software', lang)),
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'PLN' },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: RATING.value,
      reviewCount: RATING.count,
      bestRating: 5,
    },
  }
}
