import type { Lang } from '@kernel/lang'
import type { PanelPhoto } from '../contract/listing'
import { DAY_CODES, PHOTO_WIDTHS, type WeekHours } from '../contract/listing-values'
import type { PublicPhoto } from '../contract/marketplace'

/** Stored hours JSON → every day present (a day missing from an older row reads as closed), or null. */
export function parseHours(text: string | null): WeekHours | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<WeekHours> | null
    if (!value || typeof value !== 'object') return null
    return Object.fromEntries(DAY_CODES.map((d) => [d, value[d] ?? null])) as WeekHours
  } catch {
    return null
  }
}

export type PhotoRow = {
  id: number
  facility_id: number
  key: string
  position: number
  width: number
  height: number
  alt_pl: string
  alt_en: string | null
  widths: string | null
  hidden_at: string | null
  created_at: string
}

export const PHOTO_COLUMNS =
  'p.id, p.facility_id, p.key, p.position, p.width, p.height, p.alt_pl, p.alt_en, p.widths, p.hidden_at, p.created_at'

/**
 * The real width of each served variant, in PHOTO_WIDTHS order (migration 0032). A row without them (written by the
 * previous Worker during a deploy) has what fit "scale-down" made of its displayed width: never wider than the photo.
 */
export function variantWidths(stored: string | null, width: number): number[] {
  try {
    const value: unknown = JSON.parse(stored ?? 'null')
    if (
      Array.isArray(value) &&
      value.length === PHOTO_WIDTHS.length &&
      value.every((n) => Number.isInteger(n) && n > 0)
    )
      return value as number[]
  } catch {
    // An unreadable value is read like a missing one.
  }
  return PHOTO_WIDTHS.map((slot) => Math.min(slot, width))
}

/** `isCover`: the first visible photo by position (the order an operator sets). */
export const toPanelPhoto = (r: PhotoRow, coverId: number | null): PanelPhoto => ({
  id: r.id,
  base: `/media/${r.key}`,
  width: r.width,
  height: r.height,
  widths: variantWidths(r.widths, r.width),
  altPl: r.alt_pl,
  altEn: r.alt_en,
  isCover: r.id === coverId,
  hidden: r.hidden_at !== null,
  createdAt: r.created_at,
})

/** The cover: the first visible photo by position (the order an operator sets). */
const COVER_PHOTO = `FROM facility_photos p WHERE p.facility_id = f.id AND p.hidden_at IS NULL ORDER BY p.position, p.id LIMIT 1`

/**
 * The public image of a facility: its cover photo's largest WebP when it has a visible photo, else the picture the
 * listing had (the seed's, or one the superadmin set). One expression, so every reader of facilities agrees.
 */
export const COVER_IMAGE_SQL = `COALESCE((SELECT '/media/' || p.key || '-1280.webp' ${COVER_PHOTO}), f.image_url)`
/** Beside it, what the cover's srcset needs (NULL for a picture that is no operator photo); read by coverWidths. */
export const COVER_WIDTHS_SQL = `(SELECT json_object('width', p.width, 'widths', p.widths) ${COVER_PHOTO})`

export function coverWidths(text: string | null | undefined): number[] | null {
  if (!text) return null
  try {
    const { width, widths } = JSON.parse(text) as { width: number; widths: string | null }
    return variantWidths(widths, width)
  } catch {
    return null
  }
}

/** Visible photos of one facility in their order, the cover first: the facility page's gallery. */
export const PUBLIC_PHOTOS_SQL = `SELECT ${PHOTO_COLUMNS} FROM facility_photos p WHERE p.facility_id = ? AND p.hidden_at IS NULL
  ORDER BY p.position, p.id`

/** A photo as a public page shows it: the alt text in the page's language, or the Polish one marked as Polish. */
export function toPublicPhoto(r: PhotoRow, lang: Lang): PublicPhoto {
  const english = lang === 'en' && r.alt_en
  return {
    base: `/media/${r.key}`,
    widths: variantWidths(r.widths, r.width),
    width: r.width,
    height: r.height,
    alt: english ? r.alt_en! : r.alt_pl,
    altLang: english ? 'en' : 'pl',
  }
}

/** A unit's size as the listing prints it (Polish decimal comma, as the seed writes it): 7.5 → "7,5 m²". */
export const storedSizeLabel = (m2: number) => `${String(m2).replace('.', ',')} m²`
