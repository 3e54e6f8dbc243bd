import { queryOptions } from '@tanstack/react-query'
import type { CurrentUser, LoginInput } from '@api/contract/auth'
import { api } from '~/lib/api'
import { ApiError, callOptions, read } from '~/lib/api-client'
import { safeNextPath } from './safe-next'

export function login(input: {
  email: string
  password: string
  remember: boolean
  lang?: 'pl' | 'en'
}): Promise<unknown> {
  return read(api.auth.login.$post({ json: input satisfies LoginInput }))
}

/** Spec §3: the current user may come flat or wrapped in `user`. */
function unwrapUser(body: unknown): CurrentUser | null {
  if (!body || typeof body !== 'object') return null
  const candidate = 'user' in body && body.user && typeof body.user === 'object' ? body.user : body
  return 'role' in candidate && typeof candidate.role === 'string' ? (candidate as CurrentUser) : null
}

/** GET /api/user/me (spec §7): the signed-in user; no session (401/403) is nobody, not an error. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return unwrapUser(await read(api.user.me.$get({}, callOptions({ signal }))))
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null
    throw error
  }
}

/**
 * Who is signed in: one cache entry, keyed like its endpoint, for the header, the operator panel's guard and the
 * console's. Public pages are rendered as nobody (ADR 0024), so there it is asked in the browser after hydration;
 * the panel and the console ask on the server and the answer travels with the page. Short-lived, so tab switches do
 * not ask again while a sign-out elsewhere is noticed soon.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 15_000,
})

/** Spec §2: the `next` value when it is a safe same-origin path, else /admin for SUPERADMIN, else /. */
export function landingPath(next: string | null | undefined, user: CurrentUser | null): string {
  return safeNextPath(next) ?? (user?.role === 'SUPERADMIN' ? '/admin' : '/')
}
