import type { Lang } from '~/i18n/langs'

export const VAT_RATE = 0.23

/** Whole złoty when round, else two decimals; Polish grouping in both languages (prices are PLN). */
export function formatPrice(value: number, lang: Lang = 'pl'): string {
  const digits = Number.isInteger(value) ? 0 : 2
  return new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(value)
}

export function grossPrice(net: number): number {
  return Math.round(net * (1 + VAT_RATE) * 100) / 100
}

export function pricePerM2(price: number, m2: number): number | null {
  return m2 > 0 ? Math.round((price / m2) * 100) / 100 : null
}

export function formatRating(rating: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating)
}

export function formatAddress(address: { street: string; buildingNumber: string; postalCode: string; city: string }): string {
  const street = [address.street, address.buildingNumber].filter(Boolean).join(' ')
  const city = [address.postalCode, address.city].filter(Boolean).join(' ')
  return [street, city].filter(Boolean).join(', ')
}

export const mapsSearchUrl = (query: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
export const directionsUrl = (lat: number, lon: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${lon}`
