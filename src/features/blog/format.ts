import { LOCALES, type Lang } from '@kernel/lang'
import { fold } from '@kernel/text'

/** "12 marca 2026" / "12 March 2026"; UTC so server and browser render the same text. */
export function formatDate(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

/** Anchor id of a heading: lower case, no diacritics, hyphens. */
export function headingId(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}
