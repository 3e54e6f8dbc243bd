import { queryOptions } from '@tanstack/react-query'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

export const tenantReservationsQuery = queryOptions({
  queryKey: ['account', 'reservations'] as const,
  queryFn: ({ signal }) => read(api.tenant.reservations.$get({}, callOptions({ signal }))),
  staleTime: 15_000,
})
