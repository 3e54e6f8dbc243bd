import { LOCALES, type Lang } from '@kernel/lang'
import { fold } from '@kernel/text'

// One formatter per language for the isolate's life: building an Intl object costs more than formatting with it.
const dateFormats = new Map<Lang, Intl.DateTimeFormat>()

/** "12 marca 2026" / "12 March 2026"; UTC so server and browser render the same text. */
export function formatDate(iso: string, lang: Lang): string {
  let format = dateFormats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[lang], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    dateFormats.set(lang, format)
  }
  return format.format(new Date(iso))
}

/** Anchor id of a heading: lower case, no diacritics, hyphens. */
export function headingId(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}
