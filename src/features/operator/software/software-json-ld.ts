import { config } from '~/config'
import type { Lang } from '~/i18n/langs'
import { localizedPath } from '~/i18n/route-table'
import { SITE_ORIGIN } from '~/lib/seo'
import { RATING } from '../reviews'

/** Spec §9: software listed at price 0 PLN (free trial), rating 5 from 12 reviews. */
export function softwareJsonLd(lang: Lang, description: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: config.brandName,
    description,
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Web, iOS, Android',
    url: `${SITE_ORIGIN}${localizedPath('software', lang)}`,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'PLN' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: RATING.value, reviewCount: RATING.count, bestRating: 5 },
  }
}
