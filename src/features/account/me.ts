import { SIGNED_IN_HINT_COOKIE } from '@kernel/names'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'

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
 * Ends the session and loads the same address again, signed out: nothing of the account stays in memory, and a
 * public page comes back as everyone sees it (a signed-in page sends the visitor to sign-in instead).
 */
export async function logout(): Promise<void> {
  await read(api.auth.logout.$post())
  window.location.reload()
}

export function initials(user: { name: string; email: string }): string {
  const words = user.name.trim().split(/\s+/).filter(Boolean)
  const letters = words.length >= 2 ? `${words[0]![0]}${words.at(-1)![0]}` : (words[0] ?? user.email).slice(0, 1)
  return letters.toUpperCase()
}
