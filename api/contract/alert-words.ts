import { LOCALES, type Lang } from '@kernel/lang'
import { formatMoney } from '@kernel/money'
import type { FeatureCode, UnitType } from './marketplace-values'

/** The parts of a saved search its description names. */
export type DescribedSearch = {
  place: string
  radiusKm: number
  minSize: number | null
  maxSize: number | null
  priceMax: number | null
  /** Optional: searches saved before issue 44 had no floor. */
  priceMin?: number | null
  /** Optional: mails queued before these were named carry neither. */
  features?: readonly FeatureCode[]
  unitType?: UnitType | null
}

const WORDS = {
  pl: {
    sizeBoth: (a: string, b: string) => `${a}–${b} m²`,
    sizeMin: (a: string) => `od ${a} m²`,
    sizeMax: (b: string) => `do ${b} m²`,
    price: (p: string) => `do ${p}`,
    priceBoth: (a: string, b: string) => `${a}–${b}`,
    priceMin: (a: string) => `od ${a}`,
    type: (name: string) => `boks ${name}`,
    features: (names: string) => `udogodnienia: ${names}`,
    within: (km: string, place: string) => `do ${km} km od: ${place}`,
    typeNames: { standard: 'standardowy', klimatyzowany: 'klimatyzowany', zewnetrzny: 'zewnętrzny', garaz: 'garaż' },
    featureNames: {
      klimatyzacja: 'klimatyzacja',
      monitoring: 'monitoring 24/7',
      ochrona: 'ochrona',
      '24h_dostep': 'dostęp 24h',
      winda: 'winda',
      parking: 'parking',
    },
  },
  en: {
    sizeBoth: (a: string, b: string) => `${a}–${b} m²`,
    sizeMin: (a: string) => `from ${a} m²`,
    sizeMax: (b: string) => `up to ${b} m²`,
    price: (p: string) => `up to ${p}`,
    priceBoth: (a: string, b: string) => `${a}–${b}`,
    priceMin: (a: string) => `from ${a}`,
    type: (name: string) => `${name} unit`,
    features: (names: string) => `with ${names}`,
    within: (km: string, place: string) => `within ${km} km of: ${place}`,
    typeNames: { standard: 'standard', klimatyzowany: 'air-conditioned', zewnetrzny: 'outdoor', garaz: 'garage' },
    featureNames: {
      klimatyzacja: 'air conditioning',
      monitoring: '24/7 monitoring',
      ochrona: 'security',
      '24h_dostep': '24h access',
      winda: 'elevator',
      parking: 'parking',
    },
  },
} satisfies Record<
  Lang,
  { typeNames: Record<UnitType, string>; featureNames: Record<FeatureCode, string>; [key: string]: unknown }
>

/**
 * A saved search in words, the same in the dialog, "Moje alerty", the manage page and every mail: e.g.
 * "3–5 m², do 300 zł, do 5 km od: Mokotów" / "3–5 m², up to 300 PLN, within 5 km of: Mokotów"; a unit type and
 * features, when the search has them, come before the place ("…, boks klimatyzowany, udogodnienia: winda i
 * parking, do 5 km od: Mokotów").
 */
export function describeSearch(search: DescribedSearch, lang: Lang): string {
  const words = WORDS[lang]
  const n = (value: number) => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 }).format(value)
  const parts: string[] = []
  const { minSize: a, maxSize: b } = search
  if (a !== null && b !== null) parts.push(words.sizeBoth(n(a), n(b)))
  else if (a !== null) parts.push(words.sizeMin(n(a)))
  else if (b !== null) parts.push(words.sizeMax(n(b)))
  // The same range the list shows: "100–225 zł", "od 100 zł" or "do 225 zł" (issue 44).
  const low = search.priceMin ?? null
  if (low !== null && search.priceMax !== null)
    parts.push(words.priceBoth(formatMoney(low, lang, { currency: false }), formatMoney(search.priceMax, lang)))
  else if (low !== null) parts.push(words.priceMin(formatMoney(low, lang)))
  else if (search.priceMax !== null) parts.push(words.price(formatMoney(search.priceMax, lang)))
  // Names only for codes this build knows: a stored row is never rendered as "undefined".
  const typeName = search.unitType ? words.typeNames[search.unitType] : undefined
  if (typeName) parts.push(words.type(typeName))
  const names = (search.features ?? []).flatMap((code) => words.featureNames[code] ?? [])
  if (names.length)
    parts.push(words.features(new Intl.ListFormat(LOCALES[lang], { type: 'conjunction' }).format(names)))
  parts.push(words.within(n(search.radiusKm), search.place))
  return parts.join(', ')
}
