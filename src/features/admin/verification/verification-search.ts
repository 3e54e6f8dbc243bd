import type { VerificationStatus } from '@api/contract/verification'

// A plain parser with type imports only: the route tree holds it, so it loads with every page (ADR 0022).
export type VerificationFilter = VerificationStatus | 'flagged'
export const VERIFICATION_FILTERS: VerificationFilter[] = [
  'needs_review',
  'flagged',
  'verified',
  'refused',
  'unverified',
]

export type VerificationSearch = { status?: VerificationFilter; clientId?: number }
export const verificationSearch = (search: Record<string, unknown>): VerificationSearch => {
  const out: VerificationSearch = {}
  if (VERIFICATION_FILTERS.includes(search.status as VerificationFilter))
    out.status = search.status as VerificationFilter
  const id = Number(search.clientId)
  if (Number.isInteger(id) && id > 0) out.clientId = id
  return out
}
