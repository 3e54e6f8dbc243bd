import { LOCALES, type Lang, TIME_ZONE } from '@kernel/lang'

/**
 * Every date and time the app shows, one argument order: `(lang, value)`. Instants are shown in Polish time
 * (TIME_ZONE) on the server and in every browser alike, so SSR and hydration print the same text. Spans of time
 * ("2 dni temu", "3 godziny") are in ./relative-time.ts, which the facility page loads without these.
 */

// Building an Intl formatter costs far more than using one; a page of 100 rows formats hundreds of values.
const dateFormats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(lang: Lang, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${kind}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { timeZone: TIME_ZONE, ...options })
    dateFormats.set(key, format)
  }
  return format
}

/** "12 marca 2026" / "12 March 2026" for a calendar date ("2026-03-12"), read as UTC so no zone shifts the day. */
export function formatCalendarDate(lang: Lang, date: string): string {
  return dateFormat(lang, 'calendar', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(date),
  )
}

/** "listopad 2026" / "November 2026". */
export const formatMonth = (lang: Lang, iso: string) =>
  dateFormat(lang, 'month', { month: 'long', year: 'numeric' }).format(new Date(iso))
/** "22 listopada 2026" */
export const formatLongDate = (lang: Lang, iso: string) =>
  dateFormat(lang, 'long', { dateStyle: 'long' }).format(new Date(iso))
/** "22 listopada 2026 22:16" */
export const formatLongDateTime = (lang: Lang, iso: string) =>
  dateFormat(lang, 'long-time', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso))

/** "14:05": a time later today, such as an unconfirmed hold's end (issue 39). */
export const formatClock = (lang: Lang, iso: string) =>
  dateFormat(lang, 'clock', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso))

/** "23 lis 2026, 14:05" / "23 Nov 2026, 14:05"; an unparsable value is shown as it is. */
export function formatDateTime(lang: Lang, iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? iso : dateFormat(lang, 'medium', { dateStyle: 'medium', timeStyle: 'short' }).format(time)
}

// ISO 8601 as D1 stores it ("2026-11-22T19:04:55.450Z"), or SQLite's "2026-11-22 19:04:55", which is UTC too.
const TIMESTAMP = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d:?\d\d)?$/

/** The console's compact form, "22.11.2026, 20:04" / "22/11/2026, 20:04"; null when `value` is not a timestamp. */
export function formatShortDateTime(lang: Lang, value: string): string | null {
  const parts = TIMESTAMP.exec(value)
  if (!parts) return null
  const date = new Date(`${parts[1]}T${parts[2]}${parts[3] ?? 'Z'}`)
  if (Number.isNaN(date.getTime())) return null
  return dateFormat(lang, 'short', { dateStyle: 'short', timeStyle: 'short' }).format(date)
}

/** "28.11.2026" / "28/11/2026": a day in Polish time, as the verification badge dates its check (issue 42). */
export const formatShortDate = (lang: Lang, iso: string) =>
  dateFormat(lang, 'short-date', { dateStyle: 'short' }).format(new Date(iso))
