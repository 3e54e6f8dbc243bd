import { base64url } from '@kernel/base64'
import { hmacSha256 } from '../lib/crypto'
import { timingSafeEqual } from '../auth/password'

/**
 * Manage and unsubscribe links carry an HMAC of the search under the server secret, not a stored token: every
 * mail can carry a working link, and a leaked database holds nothing to forge one with.
 */
export async function alertLinkToken(secret: string, id: number, email: string): Promise<string> {
  return base64url(await hmacSha256(secret, `alert:${id}:${email.toLowerCase()}`))
}

export async function isAlertLinkToken(
  secret: string,
  search: { id: number; email: string },
  token: string,
): Promise<boolean> {
  const encoder = new TextEncoder()
  const expected = await alertLinkToken(secret, search.id, search.email)
  return timingSafeEqual(encoder.encode(expected), encoder.encode(token))
}
