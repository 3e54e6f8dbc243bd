import type { CurrentUser, LoginInput } from '@api/contract/auth'
import { api } from '~/lib/api'
import { ApiError, callOptions, read } from '~/lib/api-client'

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
