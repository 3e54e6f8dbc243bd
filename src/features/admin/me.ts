import { queryOptions } from '@tanstack/react-query'
import type { CurrentUser } from '../../../api/contract/auth'
import { api } from '~/lib/api'
import { ApiError, callOptions, read } from '~/lib/api-client'

/** Spec §3: the answer may be wrapped in `user` or flat. No session (401/403) is "nobody", not an error. */
export async function fetchMe(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    const body: { user?: CurrentUser } & Partial<CurrentUser> = await read(api.user.me.$get({}, callOptions({ signal })))
    const user = body?.user ?? body
    return user && typeof user.role === 'string' ? (user as CurrentUser) : null
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null
    throw error
  }
}

/** Short-lived so tab switches do not ask again, while a sign-out elsewhere is noticed soon. */
export const meQuery = queryOptions({
  queryKey: ['admin', 'me'] as const,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 15_000,
})
