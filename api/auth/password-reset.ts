import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import type { Role } from '../contract/auth'
import { roleLanding } from '../contract/password-paths'
import { hmacSha256 } from '../lib/crypto'
import { ApiFailure } from '../lib/errors'
import { NOW } from '../lib/sql'
import { deliverQueued, queueEmail, sealSecret } from '../lib/outbox'
import { clientIp, limitFromEnv, rateLimit } from '../lib/rate-limit'
import { emailKey } from '../reservations/email-key'
import type { ApiEnv } from '../types'
import { consumeToken, issueToken, TOKEN_TTL_MIN } from './one-time-token'
import { hashPassword } from './password'
import { startSession } from './session'
import { startTrialStatement } from '../trials/trial'

/** The window both request limits count in. */
export const RESET_WINDOW_S = 15 * 60

/**
 * Requests per network (IPv4 address, IPv6 /64) and per mailbox (emailKey: one key however the address is
 * spelled) in a window; configuration, like login's. Counted for unknown addresses too, so a 429 tells nothing.
 */
async function limitResetRequests(c: Context<ApiEnv>, email: string) {
  await rateLimit(c, `reset-ip:${clientIp(c)}`, limitFromEnv(c.env.RATE_LIMIT_RESET_PER_IP, 10), RESET_WINDOW_S)
  await rateLimit(c, `reset-addr:${emailKey(email)}`, limitFromEnv(c.env.RATE_LIMIT_RESET_PER_EMAIL, 3), RESET_WINDOW_S)
}

/**
 * A reset request (issue 40, ADR 0089): a known account gets a mail with a single-use link, in the page's language;
 * an unknown address gets nothing. The caller answers the same either way. The unknown branch still computes one
 * HMAC, so the two take about as long (the known one's extra D1 writes are a few milliseconds).
 */
export async function requestPasswordReset(c: Context<ApiEnv>, email: string, lang: Lang): Promise<void> {
  await limitResetRequests(c, email)
  const db = c.var.db
  const user = await db
    .prepare('SELECT id, email FROM users WHERE email = ?')
    .bind(email)
    .first<{ id: number; email: string }>()
  if (!user) {
    await hmacSha256(c.env.SESSION_SECRET, `auth-token:password_reset:${email}`)
    return
  }
  const token = await issueToken(db, c.env.SESSION_SECRET, {
    purpose: 'password_reset',
    email: user.email,
    userId: user.id,
    lang,
  })
  const queued = await queueEmail(db, {
    kind: 'password_reset',
    to: user.email,
    lang,
    data: { minutes: TOKEN_TTL_MIN.password_reset },
    refTable: 'users',
    refId: user.id,
    sealedSecret: await sealSecret(c.env.SESSION_SECRET, token),
  }).run()
  deliverQueued(c, [queued])
}

/** Used, expired, unknown or malformed: one answer (the page says the link no longer works and offers a new one). */
export const linkInvalid = () => new ApiFailure(404, 'NOT_FOUND', 'Link expired or invalid')

/**
 * A reset or set-password link used: the new password (current hashing), every session of the user ended, the
 * address verified when the link went to the account's present address, and a new session here. Answers the
 * role's landing in the link's language.
 */
export async function confirmPasswordReset(c: Context<ApiEnv>, raw: string, password: string): Promise<string> {
  // Guesses cost the caller's network like a public form's (the token space makes them hopeless anyway).
  await rateLimit(c, `reset-confirm:${clientIp(c)}`, limitFromEnv(c.env.RATE_LIMIT_FORMS_PER_IP, 30), RESET_WINDOW_S)
  const db = c.var.db
  const secret = c.env.SESSION_SECRET
  const token =
    (await consumeToken(db, secret, 'password_reset', raw)) ?? (await consumeToken(db, secret, 'set_password', raw))
  if (!token?.user_id) throw linkInvalid()
  const user = await db
    .prepare('SELECT id, email, role FROM users WHERE id = ?')
    .bind(token.user_id)
    .first<{ id: number; email: string; role: Role }>()
  if (!user) throw linkInvalid()
  const hash = await hashPassword(password)
  await db.batch([
    db
      .prepare(
        `UPDATE users SET password_hash = ?1, updated_at = ${NOW},
           email_verified_at = CASE WHEN email = ?2 THEN COALESCE(email_verified_at, ${NOW}) ELSE email_verified_at END
         WHERE id = ?3`,
      )
      .bind(hash, token.email, user.id),
    // Whoever held a session (or the old password) is out; so is every other link to set it.
    db.prepare('DELETE FROM sessions WHERE user_id = ?').bind(user.id),
    db
      .prepare(
        `UPDATE auth_tokens SET used_at = ${NOW} WHERE user_id = ? AND used_at IS NULL AND purpose IN ('password_reset', 'set_password')`,
      )
      .bind(user.id),
    // A trial's first password is its activation (issue 42): the 30 days start now.
    startTrialStatement(db, user.id),
  ])
  await startSession(c, user.id, false)
  return roleLanding(user.role, token.lang)
}
