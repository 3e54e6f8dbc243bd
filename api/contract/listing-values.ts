/**
 * Schema-free values of the listing contract: the public facility page reads hours and photo variants, and a module
 * that also builds valibot schemas would bring valibot into its first load (ADR 0022).
 */
export const DAY_CODES = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'] as const
export type DayCode = (typeof DAY_CODES)[number]
export type DayHours = { opens: string; closes: string } | null
export type WeekHours = Record<DayCode, DayHours>

/** Widths made of every photo at upload; each in WebP and in JPEG for browsers without WebP. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const
export const PHOTO_FORMATS = { webp: 'image/webp', jpg: 'image/jpeg' } as const

/** A cover photo's public address names its 1280 px WebP; the other variants are spelled from it. */
export const MEDIA_PHOTO = /^\/media\/(f\d+\/[a-z0-9-]+)-1280\.webp$/

export function photoSrcSets(src: string): { webp: string; jpeg: string; fallback: string } | null {
  const match = MEDIA_PHOTO.exec(src)
  if (!match) return null
  const base = `/media/${match[1]}`
  const set = (ext: string) => PHOTO_WIDTHS.map((w) => `${base}-${w}.${ext} ${w}w`).join(', ')
  return { webp: set('webp'), jpeg: set('jpg'), fallback: `${base}-640.jpg` }
}
