import type { FacilityReviews, ModerationGround, PanelReview, PublicReview } from '../contract/reviews'
import type { Db } from '../lib/db'

export type ReviewRow = {
  id: number
  facility_id: number
  facility_name: string
  facility_slug: string
  score: number
  cleanliness: number | null
  access: number | null
  staff: number | null
  value: number | null
  body: string
  author: string
  lang: 'pl' | 'en'
  moved_in_on: string
  status: 'published' | 'removed'
  created_at: string
  reply: string | null
  reply_at: string | null
  report_ground: ModerationGround | null
  report_note: string | null
  reported_at: string | null
  moderation: 'kept' | 'removed' | null
  moderation_ground: ModerationGround | null
  moderated_at: string | null
  company_name?: string | null
}

export const REVIEW_SELECT = `SELECT v.*, f.name AS facility_name, f.slug AS facility_slug
  FROM reviews v JOIN facilities f ON f.id = v.facility_id`

/** The newest this many on a facility page: far more than a person reads, few enough for one answer. */
export const PUBLIC_REVIEWS_LIMIT = 50

export function toPublicReview(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    score: r.score,
    aspects: { cleanliness: r.cleanliness, access: r.access, staff: r.staff, value: r.value },
    body: r.body,
    author: r.author,
    lang: r.lang,
    movedInOn: r.moved_in_on,
    createdAt: r.created_at,
    reply: r.reply && r.reply_at ? { text: r.reply, at: r.reply_at } : null,
  }
}

export function toPanelReview(r: ReviewRow): PanelReview {
  return {
    ...toPublicReview(r),
    facility: { id: r.facility_id, name: r.facility_name, slug: r.facility_slug },
    status: r.status,
    report:
      r.report_ground && r.reported_at
        ? { ground: r.report_ground, note: r.report_note ?? '', at: r.reported_at }
        : null,
    moderation:
      r.moderation && r.moderated_at
        ? { decision: r.moderation, ground: r.moderation_ground, at: r.moderated_at }
        : null,
  }
}

/**
 * A facility's published reviews: the score and count from the facility row (migration 0050's triggers keep them
 * from these same reviews, in the same transaction as every change), how many of each star, and the newest first.
 */
export async function facilityReviews(
  db: Db,
  facility: { id: number; rating: number; review_count: number },
): Promise<FacilityReviews> {
  const [stars, items] = await db.batch([
    db
      .prepare("SELECT score, COUNT(*) AS n FROM reviews WHERE facility_id = ? AND status = 'published' GROUP BY score")
      .bind(facility.id),
    db
      .prepare(
        `${REVIEW_SELECT} WHERE v.facility_id = ? AND v.status = 'published' ORDER BY v.created_at DESC, v.id DESC LIMIT ${PUBLIC_REVIEWS_LIMIT}`,
      )
      .bind(facility.id),
  ])
  const distribution: FacilityReviews['distribution'] = [0, 0, 0, 0, 0]
  for (const row of (stars?.results ?? []) as { score: number; n: number }[]) distribution[row.score - 1] = row.n
  return {
    rating: facility.rating,
    count: facility.review_count,
    distribution,
    items: ((items?.results ?? []) as ReviewRow[]).map(toPublicReview),
  }
}
