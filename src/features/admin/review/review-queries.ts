import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { ADMIN_STALE_MS } from '../queries'

/** The "Do weryfikacji" queue (issue 42): companies with submitted facilities and their register evidence. */
export const reviewQuery = queryOptions({
  queryKey: ['admin', 'review'] as const,
  queryFn: ({ signal }) => read(api.superadmin.review.$get({}, callOptions({ signal }))),
  staleTime: ADMIN_STALE_MS,
})
