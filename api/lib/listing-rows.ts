import type { PanelPhoto } from '../contract/listing'
import { DAY_CODES, type WeekHours } from '../contract/listing-values'

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
  hidden_at: string | null
  created_at: string
}

export const PHOTO_COLUMNS = 'p.id, p.facility_id, p.key, p.position, p.width, p.height, p.alt_pl, p.alt_en, p.hidden_at, p.created_at'

/** `isCover`: the first visible photo by position (the order an operator sets). */
export const toPanelPhoto = (r: PhotoRow, coverId: number | null): PanelPhoto => ({
  id: r.id,
  base: `/media/${r.key}`,
  width: r.width,
  height: r.height,
  altPl: r.alt_pl,
  altEn: r.alt_en,
  isCover: r.id === coverId,
  hidden: r.hidden_at !== null,
  createdAt: r.created_at,
})

/**
 * The public image of a facility: its cover photo's 1280 px WebP when it has a visible photo, else the picture the
 * listing had (the seed's, or one the superadmin set). One expression, so every reader of facilities agrees.
 */
export const COVER_IMAGE_SQL = `COALESCE((SELECT '/media/' || p.key || '-1280.webp' FROM facility_photos p
  WHERE p.facility_id = f.id AND p.hidden_at IS NULL ORDER BY p.position, p.id LIMIT 1), f.image_url)`

/** A unit's size as the listing prints it (Polish decimal comma, as the seed writes it): 7.5 → "7,5 m²". */
export const sizeLabel = (m2: number) => `${String(m2).replace('.', ',')} m²`
