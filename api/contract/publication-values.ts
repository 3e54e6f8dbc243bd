/**
 * A facility's way to the public and a company's standing with the registers (issue 42, migration 0045): plain
 * values with no imports, so the panel's contract can name them without reaching the forms' schemas.
 */
export const PUBLICATIONS = ['draft', 'submitted', 'published', 'rejected'] as const
export type Publication = (typeof PUBLICATIONS)[number]

export const VERIFICATION_STATUSES = ['unverified', 'verified', 'needs_review', 'refused'] as const
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]
