import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

const scoped = (clientId: number | undefined) => (clientId ? { clientId: String(clientId) } : {})

export const profileQuery = (facilityId: number, clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'profile', facilityId] as const,
    queryFn: ({ signal }) =>
      read(
        api.panel.facilities[':id'].$get({ param: { id: String(facilityId) }, query: scoped(clientId) }, callOptions({ signal })),
      ),
    staleTime: 15_000,
  })

export const pricesQuery = (facilityId: number, clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'prices', facilityId] as const,
    queryFn: ({ signal }) =>
      read(
        api.panel.facilities[':id'].prices.$get(
          { param: { id: String(facilityId) }, query: scoped(clientId) },
          callOptions({ signal }),
        ),
      ),
    staleTime: 15_000,
  })
