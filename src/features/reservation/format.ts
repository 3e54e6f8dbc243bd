import type { Lang } from '@kernel/lang'

const formats = new Map<Lang, Intl.DateTimeFormat>()

/** A calendar day (YYYY-MM-DD) as words: "25 listopada 2026" / "25 November 2026". The day is not shifted by zone. */
export function formatDay(day: string, lang: Lang): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', { dateStyle: 'long', timeZone: 'UTC' })
    formats.set(lang, format)
  }
  return format.format(new Date(`${day}T00:00:00Z`))
}
