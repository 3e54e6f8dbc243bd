// Schema-free on purpose, like reservation-values.ts: the facility page and the verification page read these
// values, and must not bring the form's schemas (valibot, the Unicode policy) into their first load.

export const REVIEW_TEXT_MIN = 20
export const REVIEW_TEXT_MAX = 2000
export const REPLY_MAX = 2000
/** The optional scores beside the overall one, in the form's order. */
export const REVIEW_ASPECTS = ['cleanliness', 'access', 'staff', 'value'] as const
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number]
/**
 * The published grounds for removing a review, the only ones (the verification page lists them): personal data,
 * insults, not about the stay. Being negative is none of them.
 */
export const MODERATION_GROUNDS = ['personal_data', 'insult', 'not_about_stay'] as const
export type ModerationGround = (typeof MODERATION_GROUNDS)[number]
