import { queryOptions } from '@tanstack/react-query'
import type { ChallengeConfig, CurrentUser, LoginInput } from '@api/contract/auth'
import { api } from '~/lib/api'
import { ApiError, callOptions, read } from '~/lib/api-client'

export function login(input: {
  email: string
  password: string
  remember: boolean
  lang?: 'pl' | 'en'
  turnstileToken?: string
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

/**
 * Whether the sign-in form shows Turnstile, and with which site key (ADR 0056): the server's configuration, asked
 * by the sign-in page's loader so the page arrives with the answer. Null where the check is off.
 */
export const challengeQuery = queryOptions({
  queryKey: ['auth', 'challenge'] as const,
  queryFn: ({ signal }): Promise<ChallengeConfig> => read(api.auth.challenge.$get({}, callOptions({ signal }))),
  staleTime: 5 * 60_000,
})
