import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

/** The company's reviews (issue 43), newest first; the superadmin's read-only view names the company. */
export const panelReviewsQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'reviews'] as const,
    queryFn: ({ signal }) =>
      read(api.panel.reviews.$get({ query: clientId ? { clientId: String(clientId) } : {} }, callOptions({ signal }))),
    staleTime: 15_000,
  })
