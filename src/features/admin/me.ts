import { queryOptions } from '@tanstack/react-query'
import { fetchCurrentUser } from '~/features/auth/session'

/** Short-lived so tab switches do not ask again, while a sign-out elsewhere is noticed soon. */
export const meQuery = queryOptions({
  queryKey: ['admin', 'me'] as const,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 15_000,
})
