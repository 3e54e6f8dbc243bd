import { fold } from '@kernel/text'

/** Spec: normalised name + city; non-alphanumerics become hyphens; the encoded id when both are missing. */
export function facilitySlug(
  name: string | null | undefined,
  city: string | null | undefined,
  id?: number | string,
): string {
  const base = fold([name, city].filter(Boolean).join(' '))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (base) return base
  return encodeURIComponent(String(id ?? ''))
}
