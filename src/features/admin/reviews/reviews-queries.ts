import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { ADMIN_STALE_MS } from '../queries'

/** Reported reviews (issue 43), open reports first. */
export const reportedReviewsQuery = queryOptions({
  queryKey: ['admin', 'reviews'] as const,
  queryFn: ({ signal }) => read(api.superadmin.reviews.$get({}, callOptions({ signal }))),
  staleTime: ADMIN_STALE_MS,
})
