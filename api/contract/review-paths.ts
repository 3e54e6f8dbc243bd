import type { Lang } from '@kernel/lang'

// Schema-free on purpose, like password-paths.ts: the route table (every page's first load) reads these segments.

/**
 * Public segments of the review pages (issue 43), per language: the form an invitation's link opens, and the page
 * that says how reviews are verified. The mail builds its link from the same place.
 */
export const REVIEW_SEGMENTS = {
  review: { pl: 'opinia', en: 'review' },
  reviewsVerified: { pl: 'jak-weryfikujemy-opinie', en: 'how-we-verify-reviews' },
} as const satisfies Record<string, Record<Lang, string>>

/** The review form with the invitation's token in the fragment, which the server never sees. */
export const reviewLinkPath = (lang: Lang, token: string) => `/${lang}/${REVIEW_SEGMENTS.review[lang]}#token=${token}`
