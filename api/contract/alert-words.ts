import type { Lang } from '@kernel/lang'

/** The parts of a saved search its description names. */
export type DescribedSearch = {
  place: string
  radiusKm: number
  minSize: number | null
  maxSize: number | null
  priceMax: number | null
}

const WORDS = {
  pl: {
    sizeBoth: (a: string, b: string) => `${a}–${b} m²`,
    sizeMin: (a: string) => `od ${a} m²`,
    sizeMax: (b: string) => `do ${b} m²`,
    price: (p: string) => `do ${p} zł`,
    within: (km: string, place: string) => `do ${km} km od: ${place}`,
  },
  en: {
    sizeBoth: (a: string, b: string) => `${a}–${b} m²`,
    sizeMin: (a: string) => `from ${a} m²`,
    sizeMax: (b: string) => `up to ${b} m²`,
    price: (p: string) => `up to ${p} zł`,
    within: (km: string, place: string) => `within ${km} km of: ${place}`,
  },
} satisfies Record<Lang, unknown>

const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB' }

/**
 * A saved search in words, the same in the dialog, "Moje alerty", the manage page and every mail: e.g.
 * "3–5 m², do 300 zł, do 5 km od: Mokotów" / "3–5 m², up to 300 zł, within 5 km of: Mokotów".
 */
export function describeSearch(search: DescribedSearch, lang: Lang): string {
  const words = WORDS[lang]
  const n = (value: number) => new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 1 }).format(value)
  const parts: string[] = []
  const { minSize: a, maxSize: b } = search
  if (a !== null && b !== null) parts.push(words.sizeBoth(n(a), n(b)))
  else if (a !== null) parts.push(words.sizeMin(n(a)))
  else if (b !== null) parts.push(words.sizeMax(n(b)))
  if (search.priceMax !== null) parts.push(words.price(n(search.priceMax)))
  parts.push(words.within(n(search.radiusKm), search.place))
  return parts.join(', ')
}
