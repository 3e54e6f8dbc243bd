import { type Lang, LOCALES as LOCALE } from '@kernel/lang'

/** The console's clock: Polish time, the same on the server and in any browser. */
export const ADMIN_TIME_ZONE = 'Europe/Warsaw'

// Building an Intl formatter costs far more than using one; a page of 100 rows formats hundreds of values.
const dateTimes = new Map<Lang, Intl.DateTimeFormat>()
const numbers = new Map<Lang, Intl.NumberFormat>()

// ISO 8601 as D1 stores it ("2026-11-22T19:04:55.450Z"), or SQLite's "2026-11-22 19:04:55", which is UTC too.
const TIMESTAMP = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d:?\d\d)?$/

/** "22.11.2026, 20:04" / "22/11/2026, 20:04"; null when `value` is not a timestamp. */
export function formatDateTime(lang: Lang, value: string): string | null {
  const parts = TIMESTAMP.exec(value)
  if (!parts) return null
  const date = new Date(`${parts[1]}T${parts[2]}${parts[3] ?? 'Z'}`)
  if (Number.isNaN(date.getTime())) return null
  let format = dateTimes.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: ADMIN_TIME_ZONE,
    })
    dateTimes.set(lang, format)
  }
  return format.format(date)
}

export function formatNumber(lang: Lang, value: number): string {
  let format = numbers.get(lang)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang])
    numbers.set(lang, format)
  }
  return format.format(value)
}
