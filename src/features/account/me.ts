import { api } from '~/lib/api'
import { read } from '~/lib/api-client'

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
