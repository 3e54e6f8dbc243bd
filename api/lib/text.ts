/** Lowercase, diacritics removed (ł → l too, which NFD does not split). For search and slugs. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
}

/** Spec: normalised name + city; non-alphanumerics become hyphens; the encoded id when both are missing. */
export function facilitySlug(name: string | null | undefined, city: string | null | undefined, id?: number | string): string {
  const base = fold([name, city].filter(Boolean).join(' '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (base) return base
  return encodeURIComponent(String(id ?? ''))
}

export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim()
  return trimmed ? trimmed : null
}
