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
