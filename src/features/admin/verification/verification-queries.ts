import { queryOptions } from '@tanstack/react-query'
import type { VerificationStatus } from '@api/contract/verification'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { ADMIN_STALE_MS } from '../queries'

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

export const companiesByStatusQuery = (status: VerificationFilter) =>
  queryOptions({
    queryKey: ['admin', 'verification', status] as const,
    queryFn: ({ signal }) => read(api.superadmin.verification.$get({ query: { status } }, callOptions({ signal }))),
    staleTime: ADMIN_STALE_MS,
  })

export const companyEvidenceQuery = (clientId: number) =>
  queryOptions({
    queryKey: ['admin', 'verification', 'company', clientId] as const,
    queryFn: ({ signal }) =>
      read(api.superadmin.verification[':id'].$get({ param: { id: String(clientId) } }, callOptions({ signal }))),
    staleTime: ADMIN_STALE_MS,
  })
