/**
 * Who is signed in, asked by the header, the forms that prefill a tenant's details, the operator panel's guard and
 * the console's: here, below the features, so that none of them imports another to ask.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { CurrentUser } from '@api/contract/auth'
import { SIGNED_IN_HINT_COOKIE } from '@kernel/names'
import { api } from './api'
import { ApiError, callOptions, read } from './api-client'

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
 * One cache entry, keyed like its endpoint. Public pages are rendered as nobody (ADR 0024), so there it is asked in
 * the browser after hydration; the panel and the console ask on the server and the answer travels with the page.
 * Short-lived, so tab switches do not ask again while a sign-out elsewhere is noticed soon.
 */
export const currentUserQuery = queryOptions({
  queryKey: ['user', 'me'] as const,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  staleTime: 15_000,
})

/**
 * Whether this browser has signed in (the hint cookie the API sets beside the session): only then is /api/user/me
 * worth asking. A hint left behind by a session that expired is dropped once /me says nobody.
 */
export function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
}

export function forgetSignedIn(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; one plain write.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
}

/**
 * Whether an operator (or the console's admin) is signed in in this browser: the sales overlays (the software teaser,
 * the add-facility invitation) are for visitors, never for them (issue 44). Undefined until known: a browser with
 * the signed-in hint waits for /me before anything shows.
 */
export function useOperatorSignedIn(): boolean | undefined {
  const [hinted, setHinted] = useState<boolean>()
  useEffect(() => setHinted(mayBeSignedIn()), [])
  const { data, isPending } = useQuery({ ...currentUserQuery, enabled: hinted === true })
  if (hinted === undefined || (hinted && isPending)) return undefined
  return data?.role === 'CLIENT' || data?.role === 'SUPERADMIN'
}
