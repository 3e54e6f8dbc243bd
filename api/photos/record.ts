import type { Db } from '../lib/db'

/** What the panel lets a facility show (issue 32). */
export const PHOTOS_PER_FACILITY = 30

type PhotoRecord = {
  facilityId: number
  key: string
  width: number
  height: number
  altPl: string
  altEn: string | null
  widths: number[]
  userEmail: string
}

/**
 * The photo's row, placed last, only while the facility has fewer than 30 (issue 41): the count, the position and
 * the insert are one statement, so parallel uploads cannot all pass a count read before any of them wrote (40 at
 * once gave 40 photos, 15 at position 0). D1 runs one statement at a time, so each sees the rows before it. It
 * writes no row when the facility is full: `meta.changes` is 0.
 */
export function photoInsert(db: Db, photo: PhotoRecord) {
  return db
    .prepare(
      `INSERT INTO facility_photos (facility_id, key, position, width, height, alt_pl, alt_en, widths, user_email)
       SELECT ?1, ?2, (SELECT COALESCE(MAX(position), -1) + 1 FROM facility_photos WHERE facility_id = ?1),
         ?3, ?4, ?5, ?6, ?7, ?8
       WHERE (SELECT COUNT(*) FROM facility_photos WHERE facility_id = ?1) < ${PHOTOS_PER_FACILITY}`,
    )
    .bind(
      photo.facilityId,
      photo.key,
      photo.width,
      photo.height,
      photo.altPl,
      photo.altEn,
      JSON.stringify(photo.widths),
      photo.userEmail,
    )
}
