import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { ADMIN_STALE_MS } from '../queries'
import type { VerificationFilter } from './verification-search'

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
