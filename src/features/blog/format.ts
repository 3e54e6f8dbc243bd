import { fold } from '@kernel/text'

/** Anchor id of a heading: lower case, no diacritics, hyphens. */
export function headingId(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
}
