import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import type { ApiEnv } from '../types'
import { changedOne, isGuardAbort } from '../lib/batch-guard'
import { deliverQueued, queueEmail } from '../lib/outbox'
import { timingSafeEqual } from '../auth/password'
import { base64url } from '@kernel/base64'
import { hmacSha256, sha256Hex } from '../lib/crypto'

/** How long a confirmation link works; the cron deletes a pending sign-up after it. */
export const CONFIRM_TTL_S = 48 * 3600
/** A repeated sign-up of a pending address re-sends the link, but not more often than this (no inbox flooding). */
export const RESEND_AFTER_S = 10 * 60

const now = () => Math.floor(Date.now() / 1000)

export const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)))
export const hashToken = (token: string) => sha256Hex(`newsletter:${token}`)

/**
 * Unsubscribe tokens are not stored at all: an HMAC of the subscription under the server secret, so every later
 * e-mail can carry a working link and a leaked database holds nothing to forge one with.
 */
async function unsubscribeToken(secret: string, id: number, email: string): Promise<string> {
  return base64url(await hmacSha256(secret, `unsubscribe:${id}:${email.toLowerCase()}`))
}

const secretOf = (c: Context<ApiEnv>) => c.env.SESSION_SECRET

export async function isUnsubscribeToken(
  c: Context<ApiEnv>,
  sub: { id: number; email: string },
  token: string,
): Promise<boolean> {
  const encoder = new TextEncoder()
  return timingSafeEqual(encoder.encode(await unsubscribeToken(secretOf(c), sub.id, sub.email)), encoder.encode(token))
}

/**
 * Sign-up: a pending row and a confirmation e-mail with a fresh single-use link. A confirmed address, or a pending
 * one whose link went out moments ago, gets nothing new; the caller answers the same either way (no enumeration).
 */
export async function requestSubscription(c: Context<ApiEnv>, email: string, lang: Lang): Promise<void> {
  const db = c.var.db
  const token = newToken()
  const tokenHash = await hashToken(token)
  const t = now()
  // One batch: the sign-up (or the re-sent link) and its mail. The mail is about the row now holding this request's
  // token hash; when the upsert changed nothing (confirmed, or a link sent moments ago), no row does: no mail.
  const results = await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_subscriptions (email, lang, status, confirm_token_hash, confirm_expires_at, confirm_sent_at) VALUES (?1, ?2, 'pending', ?3, ?4, ?5)
     ON CONFLICT (email, lang) DO UPDATE SET confirm_token_hash = ?3, confirm_expires_at = ?4, confirm_sent_at = ?5
       WHERE status = 'pending' AND COALESCE(confirm_sent_at, 0) <= ?5 - ${RESEND_AFTER_S}`,
      )
      .bind(email, lang, tokenHash, t + CONFIRM_TTL_S, t),
    queueEmail(db, {
      kind: 'newsletter_confirm',
      to: email,
      lang,
      data: { token },
      ref: { table: 'newsletter_subscriptions', where: 'r.confirm_token_hash = ?', params: [tokenHash] },
    }),
  ])
  deliverQueued(c, results)
}

/** Uses a confirmation token (once, before it expires); true when it confirmed a subscription. */
export async function confirmSubscription(c: Context<ApiEnv>, token: string): Promise<boolean> {
  const db = c.var.db
  const tokenHash = await hashToken(token)
  // Read first: the welcome mail's unsubscribe link is signed over the row's id and address.
  const row = await db
    .prepare(
      `SELECT id, email, lang FROM newsletter_subscriptions
       WHERE confirm_token_hash = ? AND status = 'pending' AND confirm_expires_at > ?`,
    )
    .bind(tokenHash, now())
    .first<{ id: number; email: string; lang: Lang }>()
  if (!row) return false
  try {
    // The confirmation and the welcome mail commit together; a second use of the link racing this one changes
    // no row, and its guard takes its mail down with it.
    const results = await db.batch([
      db
        .prepare(
          `UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), confirm_token_hash = NULL, confirm_expires_at = NULL
         WHERE id = ? AND confirm_token_hash = ? AND status = 'pending'`,
        )
        .bind(row.id, tokenHash),
      changedOne(db),
      queueEmail(db, {
        kind: 'newsletter_welcome',
        to: row.email,
        lang: row.lang,
        data: { subscriptionId: row.id, unsubscribeToken: await unsubscribeToken(secretOf(c), row.id, row.email) },
        refTable: 'newsletter_subscriptions',
        refId: row.id,
      }),
    ])
    deliverQueued(c, results)
    return true
  } catch (error) {
    if (isGuardAbort(error)) return false
    throw error
  }
}
