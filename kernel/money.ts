/**
 * Money, the one place for it (ADR 0082): prices are stored, typed and shown net, in złoty; pages, mail and alert
 * texts all print them through `formatMoney`, so "1250 zł" reads the same on a facility page and in a mail.
 */
import { LOCALES, type Lang } from './lang'

/** Poland's standard VAT rate; every gross amount we show adds it to a net price. */
export const VAT_RATE = 0.23

/** The gross amount of a net price, rounded to grosze. */
export const gross = (net: number): number => Math.round(net * (1 + VAT_RATE) * 100) / 100

/** The currency word of each language (docs/i18n.md): the spec writes "from N zł/month" and "0 PLN". */
const CURRENCY: Record<Lang, string> = { pl: 'zł', en: 'PLN' }

// Building an Intl.NumberFormat costs far more than formatting with one, and a list page formats hundreds of prices.
const formats = new Map<string, Intl.NumberFormat>()
function numberFormat(lang: Lang, fractionDigits: number): Intl.NumberFormat {
  const key = `${lang}:${fractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[lang], {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: 2,
    })
    formats.set(key, format)
  }
  return format
}

export type MoneyOptions = {
  /**
   * Append the language's currency word ("300 zł", "300 PLN"); the default. Off for a dictionary message that writes
   * the word itself around the amount ("od {{price}} zł/mies.").
   */
  currency?: boolean
}

/**
 * An amount of złoty: whole when round, else with grosze ("1250", "1199,50"), grouped as the language groups
 * ("12 500", "12,500"). The currency word follows the amount in both languages, after a plain space, as the pages'
 * messages write it.
 */
export function formatMoney(value: number, lang: Lang, { currency = true }: MoneyOptions = {}): string {
  const amount = numberFormat(lang, Number.isInteger(value) ? 0 : 2).format(value)
  return currency ? `${amount} ${CURRENCY[lang]}` : amount
}
