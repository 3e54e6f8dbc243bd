import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { ADMIN_STALE_MS } from '../queries'

/** The "Do weryfikacji" queue (issue 42): companies with submitted facilities and their register evidence. */
export const publicationQuery = queryOptions({
  queryKey: ['admin', 'publication'] as const,
  queryFn: ({ signal }) => read(api.superadmin.publication.$get({}, callOptions({ signal }))),
  staleTime: ADMIN_STALE_MS,
})
