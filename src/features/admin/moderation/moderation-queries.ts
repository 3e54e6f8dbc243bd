import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'
import { ADMIN_STALE_MS } from '../queries'

export const moderationQuery = queryOptions({
  queryKey: ['admin', 'moderation'] as const,
  queryFn: ({ signal }) => read(api.superadmin.moderation.$get({}, callOptions({ signal }))),
  staleTime: ADMIN_STALE_MS,
})
