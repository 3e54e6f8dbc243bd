import { LOCALES, type Lang } from '@kernel/lang'

/** A label that is only a number of square metres ("1,5 m²"), as the seed and the admin write them. */
const PLAIN_SIZE = /^\s*\d+(?:[.,]\d+)?\s*m²\s*$/

const formats = new Map<Lang, Intl.NumberFormat>()

/**
 * A unit's size in the reader's language (issue 29: English pages said "1,5 m²"): a plain number of m² is written
 * from `size_m2` with the language's own decimal mark ("1.5 m²"); any other label ("2 × 1,5 m") is the operator's
 * words and stays as written.
 */
export function sizeLabel(label: string, m2: number, lang: Lang): string {
  if (!PLAIN_SIZE.test(label) || !Number.isFinite(m2)) return label
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 })
    formats.set(lang, format)
  }
  return `${format.format(m2)} m²`
}
