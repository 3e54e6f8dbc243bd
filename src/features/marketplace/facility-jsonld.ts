import type { Facility, Unit } from '@api/contract/marketplace'
import type { FacilityReviews } from '@api/contract/reviews'
import { absoluteUrl } from '@kernel/brand'
import { translate } from '~/i18n'
import type { Lang } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'
import { breadcrumbList, facilityLocation, faqPage, type JsonLd } from '~/lib/structured-data'
import { formatMoney } from '@kernel/money'
import { openingHoursSpecification } from './opening-hours-jsonld'

const MAX_OFFERS = 50
const MAX_FAQ_SIZES = 6

/**
 * Issue 43: the rating and the reviews only from verified reviews, exactly the numbers and reviews the page shows
 * (the same answer renders both); nothing at all without reviews. Google shows such stars only for a site that
 * collects reviews of other businesses, which the marketplace is: the software page's testimonials carry none.
 */
function reviewData(reviews: FacilityReviews | undefined): Record<string, unknown> {
  if (!reviews || reviews.count === 0) return {}
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.rating,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.items.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.author },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.body,
      inLanguage: r.lang,
      reviewRating: { '@type': 'Rating', ratingValue: r.score, bestRating: 5, worstRating: 1 },
    })),
  }
}

/** SelfStorage business with its available units as offers (spec §9: only available units count). */
export function selfStorage(f: Facility, units: Unit[], lang: Lang, reviews?: FacilityReviews): JsonLd {
  const url = absoluteUrl(localizedPath('facility', lang, f.slug))
  const available = units.filter((u) => u.isAvailable && u.priceMonthly !== null).slice(0, MAX_OFFERS)
  return {
    '@context': 'https://schema.org',
    '@type': 'SelfStorage',
    '@id': `${url}#business`,
    name: f.name,
    url,
    ...(f.description ? { description: f.description } : {}),
    ...(f.image ? { image: absoluteUrl(f.image) } : {}),
    ...(f.phone ? { telephone: f.phone } : {}),
    ...(f.email ? { email: f.email } : {}),
    ...facilityLocation(f),
    ...(f.openingHours ? { openingHoursSpecification: openingHoursSpecification(f.openingHours) } : {}),
    ...reviewData(reviews),
    ...(available.length
      ? {
          makesOffer: available.map((u) => ({
            '@type': 'Offer',
            name: `${u.type.name} ${u.size.label} (${u.code})`,
            price: u.priceMonthly,
            priceCurrency: 'PLN',
            availability: 'https://schema.org/InStock',
            url,
          })),
        }
      : {}),
  }
}

/** One question per distinct available size (cheapest price), at most six. */
export function sizeFaq(f: Facility, units: Unit[], lang: Lang): JsonLd | null {
  const cheapest = new Map<string, number>()
  for (const u of units) {
    if (!u.isAvailable || u.priceMonthly === null) continue
    const current = cheapest.get(u.size.label)
    if (current === undefined || u.priceMonthly < current) cheapest.set(u.size.label, u.priceMonthly)
  }
  const items = [...cheapest].slice(0, MAX_FAQ_SIZES).map(([size, price]) => ({
    question: translate(lang, 'facilityPage.faqSize', { size, name: f.name }),
    answer: translate(lang, 'facilityPage.faqSizeAnswer', {
      size,
      name: f.name,
      price: formatMoney(price, lang, { currency: false }),
    }),
  }))
  return items.length ? faqPage(items) : null
}

export function facilityJsonLd(f: Facility, units: Unit[], lang: Lang, reviews: FacilityReviews): JsonLd[] {
  const crumbs = breadcrumbList([
    { name: translate(lang, 'common.nav.home'), path: localizedPath('home', lang) },
    { name: translate(lang, 'common.nav.facilities'), path: localizedPath('facilities', lang) },
    { name: f.name, path: localizedPath('facility', lang, f.slug) },
  ])
  const faq = sizeFaq(f, units, lang)
  return [selfStorage(f, units, lang, reviews), crumbs, ...(faq ? [faq] : [])]
}
