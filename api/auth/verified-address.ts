import type { Context } from 'hono'
import type { ApiEnv } from '../types'

/**
 * The signed-in account's address when the account has proved it (a sign-in link used from that mailbox), else
 * null (issue 40, ADR 0088). Only a verified address owns what was made with it — reservations, inquiries, alerts —
 * before or after the account existed; anyone can type an address into a form, so an unproved one owns nothing.
 * Matched as the existing lists match it: the address itself, case-insensitive, never the normalised emailKey.
 */
export async function verifiedAddress(c: Context<ApiEnv>): Promise<string | null> {
  const user = c.get('user')
  if (!user) return null
  const row = await c.var.db
    .prepare('SELECT email FROM users WHERE id = ? AND email_verified_at IS NOT NULL')
    .bind(user.userId)
    .first<{ email: string }>()
  return row?.email ?? null
}
