import { LOCALES, type Lang } from '@kernel/lang'

const formats = new Map<Lang, Intl.NumberFormat>()

/** "4,3" / "4.3": a score as the facility page prints it, always one decimal (the API rounds it already). */
export function formatScore(lang: Lang, score: number): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    formats.set(lang, format)
  }
  return format.format(score)
}
