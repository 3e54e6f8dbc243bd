import { type Lang, LOCALES as LOCALE } from '@kernel/lang'

// Building an Intl formatter costs far more than using one; a page of 100 rows formats hundreds of values.
const numbers = new Map<Lang, Intl.NumberFormat>()

export function formatNumber(lang: Lang, value: number): string {
  let format = numbers.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang])
    numbers.set(lang, format)
  }
  return format.format(value)
}
