/**
 * Lower case without diacritics, so "Łódź" matches "lodz": for search (the API's place and text search, the blog's
 * filter), slugs and heading anchors. ł has no combining form in Unicode, hence its own rule.
 */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁ]/g, 'l').toLowerCase()
}
