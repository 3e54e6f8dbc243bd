import { LOCALES, type Lang } from '@kernel/lang'

// Building an Intl.NumberFormat costs far more than formatting with one; a list page formats hundreds of numbers.
const formatters = new Map<string, Intl.NumberFormat>()
function numberFormat(lang: Lang, minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${lang}:${minimumFractionDigits}:${maximumFractionDigits}`
  let format = formatters.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits, maximumFractionDigits })
    formatters.set(key, format)
  }
  return format
}

/** Square metres: whole when round, else two decimals (prices go through kernel/money.ts). */
export function formatArea(m2: number, lang: Lang): string {
  return numberFormat(lang, Number.isInteger(m2) ? 0 : 2, 2).format(m2)
}

export function pricePerM2(price: number, m2: number): number | null {
  return m2 > 0 ? Math.round((price / m2) * 100) / 100 : null
}

/** Kilometres with at most one decimal ("4,8"; "12"). */
export function formatDistance(km: number, lang: Lang): string {
  return numberFormat(lang, 0, 1).format(km)
}

export function formatRating(rating: number, lang: Lang): string {
  return numberFormat(lang, 1, 1).format(rating)
}

export function formatAddress(address: {
  street: string
  buildingNumber: string
  postalCode: string
  city: string
}): string {
  const street = [address.street, address.buildingNumber].filter(Boolean).join(' ')
  const city = [address.postalCode, address.city].filter(Boolean).join(' ')
  return [street, city].filter(Boolean).join(', ')
}

export const mapsSearchUrl = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
export const directionsUrl = (lat: number, lon: number) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`
