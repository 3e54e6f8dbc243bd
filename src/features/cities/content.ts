import type { CityIndexResponse, PriceBand } from '@api/contract/cities'
import { absoluteUrl } from '@kernel/brand'
import { formatMoney, gross } from '@kernel/money'
import { translate, translatePlural } from '~/i18n'
import type { Lang } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'
import { breadcrumbList, facilityLocation, faqPage, type JsonLd } from '~/lib/structured-data'
import { formatLongDate, formatMonth } from '~/lib/datetime'
import { capitalize, inCity } from './names'

type Data = Pick<CityIndexResponse, 'city' | 'radiusKm' | 'total' | 'bands' | 'facilities' | 'computedAt'>

const facilitiesWord = (lang: Lang, count: number) => translatePlural(lang, 'city.facilities', { count })

/** "Self storage Kraków: ceny i 8 magazynów (listopad 2026)": the H1 and the title. */
export function cityTitle(data: Data, lang: Lang): string {
  return translate(lang, 'city.title', {
    city: data.city.name,
    count: data.total,
    facilities: facilitiesWord(lang, data.total),
    month: formatMonth(lang, data.computedAt),
  })
}

export function cityDescription(data: Data, lang: Lang): string {
  return translate(lang, 'city.description', {
    inCity: inCity(lang, data.city.name),
    count: data.total,
    facilities: facilitiesWord(lang, data.total),
    km: data.radiusKm,
  })
}

/** The questions people type, answered with this month's numbers: a 5 m² unit (band 3–5), a 10 m² one, and how many. */
const FAQ_SIZES: { size: number; band: PriceBand['id'] }[] = [
  { size: 5, band: '3-5' },
  { size: 10, band: '6-10' },
]

export function cityFaq(data: Data, lang: Lang): { question: string; answer: string }[] {
  const where = inCity(lang, data.city.name)
  const date = formatLongDate(lang, data.computedAt)
  const money = (n: number) => formatMoney(n, lang, { currency: false })
  const items = FAQ_SIZES.map(({ size, band: id }) => {
    const band = data.bands.find((b) => b.id === id)!
    const bandName = translate(lang, `city.bands.${id}` as never)
    const question = translate(lang, 'city.faq.priceQ', { size, inCity: where })
    if (band.median === null)
      return {
        question,
        answer: translate(lang, 'city.faq.noDataA', { date, band: bandName, inCity: where, km: data.radiusKm }),
      }
    return {
      question,
      answer: translate(lang, 'city.faq.priceA', {
        date,
        band: bandName,
        inCity: where,
        km: data.radiusKm,
        net: money(band.median),
        gross: money(gross(band.median)),
        perM2: money(band.medianPerM2!),
        min: money(band.min!),
        max: money(band.max!),
        units: band.units,
      }),
    }
  })
  items.push({
    question: translate(lang, 'city.faq.countQ', { inCity: where }),
    answer: translate(lang, 'city.faq.countA', {
      InCity: capitalize(where),
      km: data.radiusKm,
      count: data.total,
      facilities: facilitiesWord(lang, data.total),
    }),
  })
  return items
}

/** BreadcrumbList, the ItemList of the facilities (each a SelfStorage), the price bands as AggregateOffers and the FAQ. */
export function cityJsonLd(data: Data, lang: Lang): JsonLd[] {
  const pageUrl = absoluteUrl(localizedPath('city', lang, data.city.slug))
  const crumbs = breadcrumbList([
    { name: translate(lang, 'city.breadcrumbHome'), path: localizedPath('home', lang) },
    { name: translate(lang, 'city.breadcrumbList'), path: localizedPath('facilities', lang) },
    { name: data.city.name, path: localizedPath('city', lang, data.city.slug) },
  ])
  const list: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: cityTitle(data, lang),
    url: pageUrl,
    numberOfItems: data.facilities.length,
    itemListElement: data.facilities.map((f, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'SelfStorage',
        name: f.name,
        url: absoluteUrl(localizedPath('facility', lang, f.slug)),
        ...facilityLocation(f),
      },
    })),
  }
  const offers = data.bands
    .filter((b) => b.median !== null)
    .map((b) => ({
      '@type': 'AggregateOffer',
      name: translate(lang, `city.bands.${b.id}` as never),
      priceCurrency: 'PLN',
      lowPrice: b.min,
      highPrice: b.max,
      offerCount: b.units,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: b.median,
        priceCurrency: 'PLN',
        unitCode: 'MON',
        valueAddedTaxIncluded: false,
      },
    }))
  const service: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Service',
    serviceType: 'Self storage',
    name: `Self storage ${data.city.name}`,
    url: pageUrl,
    areaServed: { '@type': 'City', name: data.city.name },
    offers,
  }
  return [crumbs, list, ...(offers.length ? [service] : []), faqPage(cityFaq(data, lang))]
}
