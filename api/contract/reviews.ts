import * as v from 'valibot'
import { cleanLine, cleanLines, nfkc } from './clean-text'
import {
  MODERATION_GROUNDS,
  type ModerationGround,
  REPLY_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewAspect,
} from './review-values'

/**
 * Reviews only from real stays (issue 43, ADR 0098): the review form and the API read these schemas, so they cannot
 * disagree. Messages are keys (src/ui/form/messages.ts, REVIEW_ERRORS).
 */

export * from './review-values'

/** A star score: the form posts "4", the API takes 4. */
const stars = (message: string) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.minLength(1, message), v.transform(Number))], message),
    v.number(message),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(5, message),
  )
/** An aspect left out (absent, blank or null) is no score, never a 0. */
const optionalStars = v.optional(
  v.pipe(
    v.nullable(v.union([v.literal(''), stars('invalidScore')])),
    v.transform((value) => (value === '' ? null : value)),
  ),
  null,
)

/**
 * "Anna K.": a first name (letters, an inner hyphen or apostrophe) and the surname's initial, with or without its
 * dot. Nothing more, so no surname, address or link reaches a public page by this field.
 */
export const AUTHOR_PATTERN = /^\p{Lu}[\p{L}'’-]{0,39} \p{Lu}\.?$/u

/** POST /api/reviews: the review form. */
export const ReviewSchema = v.object({
  token: v.pipe(v.string('invalidLink'), v.maxLength(200, 'invalidLink')),
  score: stars('scoreRequired'),
  cleanliness: optionalStars,
  access: optionalStars,
  staff: optionalStars,
  value: optionalStars,
  body: v.pipe(
    v.string('textTooShort'),
    v.trim(),
    cleanLines(),
    v.minLength(REVIEW_TEXT_MIN, 'textTooShort'),
    v.maxLength(REVIEW_TEXT_MAX, 'textTooLong'),
  ),
  author: v.pipe(v.string('authorFormat'), v.trim(), cleanLine(), nfkc(), v.regex(AUTHOR_PATTERN, 'authorFormat')),
})
export type ReviewInput = v.InferOutput<typeof ReviewSchema>

/** POST /api/reviews/invitation: what the link is for, before the form is sent (nothing is used up). */
export const InvitationQuerySchema = v.object({
  token: v.pipe(v.string('invalidLink'), v.maxLength(200, 'invalidLink')),
})
export type ReviewInvitation = {
  facility: { name: string; slug: string; city: string }
  /** The stay's move-in day (Warsaw), as the label will say it. */
  movedInOn: string
  /** A suggestion from the reservation's name ("Anna K."), which the renter may change. */
  author: string
}
export type ReviewCreated = { ok: true; facilitySlug: string }

/** POST /api/panel/reviews/:id/reply. */
export const ReviewReplySchema = v.object({
  reply: v.pipe(
    v.string('required'),
    v.trim(),
    cleanLines(),
    v.minLength(1, 'required'),
    v.maxLength(REPLY_MAX, 'tooLong'),
  ),
})
/** POST /api/panel/reviews/:id/report: a ground, and a note for the moderator. */
export const ReviewReportSchema = v.object({
  ground: v.picklist(MODERATION_GROUNDS, 'required'),
  note: v.optional(v.pipe(v.string(), v.trim(), cleanLines(), v.maxLength(1000, 'tooLong')), ''),
})
/** POST /api/superadmin/reviews/:id/moderate: remove on a published ground, or keep. */
export const ReviewModerationSchema = v.variant('decision', [
  v.object({ decision: v.literal('removed'), ground: v.picklist(MODERATION_GROUNDS, 'Wybierz podstawę') }),
  v.object({ decision: v.literal('kept') }),
])

/** One published review as a facility page shows it. */
export type PublicReview = {
  id: number
  score: number
  aspects: Record<ReviewAspect, number | null>
  body: string
  author: string
  lang: 'pl' | 'en'
  movedInOn: string
  createdAt: string
  reply: { text: string; at: string } | null
}
/** GET /api/marketplace/facilities/:idOrSlug/reviews: the score, the count, how many of each star, newest first. */
export type FacilityReviews = {
  rating: number
  count: number
  /** How many published reviews gave 1…5 stars, index 0 = one star. */
  distribution: [number, number, number, number, number]
  items: PublicReview[]
}

/** A review as its facility's operator sees it in the panel. */
export type PanelReview = PublicReview & {
  facility: { id: number; name: string; slug: string }
  status: 'published' | 'removed'
  report: { ground: ModerationGround; note: string; at: string } | null
  moderation: { decision: 'kept' | 'removed'; ground: ModerationGround | null; at: string } | null
}
/** A reported review in the console. */
export type AdminReview = PanelReview & { companyName: string | null }

/** The published score: the mean rounded half up to one decimal, as migration 0050's triggers compute it. */
export const publishedRating = (scores: readonly number[]) =>
  scores.length === 0
    ? 0
    : Math.floor((scores.reduce((sum, s) => sum + s, 0) * 20 + scores.length) / (2 * scores.length)) / 10
