import type { Context } from 'hono'
import type { Lang } from '@kernel/lang'
import { safeNextPath } from '@kernel/safe-next'
import { deliverQueued, queueEmail, sealSecret } from '../lib/outbox'
import { clientIp, limitFromEnv, rateLimit } from '../lib/rate-limit'
import { NOW } from '../lib/sql'
import { emailKey } from '../reservations/email-key'
import type { ApiEnv } from '../types'
import { consumeToken, issueToken } from './one-time-token'
import { NO_PASSWORD } from './password'
import { startSession } from './session'

/** The window both limits count in (seconds). */
export const EMAIL_LINK_WINDOW_S = 10 * 60

/**
 * Two ceilings on asking for links (issue 40, ADR 0088), both configuration: per network (an IPv4 address or an IPv6
 * /64), so one source cannot mail many inboxes; and per mailbox, counted by its normalised address (emailKey), so
 * `a.b+x@gmail.com` and `AB@googlemail.com` share one allowance and nobody floods an inbox from many networks. The
 * network is counted first: a flood from one network is refused before it spends anyone's mailbox allowance.
 */
export async function limitEmailLinks(c: Context<ApiEnv>, email: string): Promise<void> {
  await rateLimit(
    c,
    `email-link:net:${clientIp(c)}`,
    limitFromEnv(c.env.RATE_LIMIT_EMAIL_LINK_PER_IP, 10),
    EMAIL_LINK_WINDOW_S,
  )
  await rateLimit(
    c,
    `email-link:addr:${emailKey(email)}`,
    limitFromEnv(c.env.RATE_LIMIT_EMAIL_LINK_PER_EMAIL, 3),
    EMAIL_LINK_WINDOW_S,
  )
}

/**
 * Mails a sign-in link to a renter's address, known or not (its first use makes the account). An operator's or the
 * console's address gets a mail without a link that points to the password form: a mailbox alone never opens an
 * account that can change other people's data. The caller answers the same whichever happened.
 */
export async function requestEmailLink(
  c: Context<ApiEnv>,
  input: { email: string; lang: Lang; next: string | null },
): Promise<void> {
  const db = c.var.db
  const user = await db
    .prepare('SELECT id, role FROM users WHERE email = ?')
    .bind(input.email)
    .first<{ id: number; role: string }>()
  const link = !user || user.role === 'TENANT'
  const token = link
    ? await issueToken(db, c.env.SESSION_SECRET, {
        purpose: 'email_link',
        email: input.email,
        userId: user?.id ?? null,
        lang: input.lang,
        next: input.next,
      })
    : null
  const result = await queueEmail(db, {
    kind: 'signin_link',
    to: input.email,
    lang: input.lang,
    data: { link },
    sealedSecret: token ? await sealSecret(c.env.SESSION_SECRET, token) : undefined,
    ...(user ? { refTable: 'users', refId: user.id } : {}),
  }).run()
  deliverQueued(c, [result])
}

/**
 * Uses a sign-in link once: the account of its address (made now, as a TENANT without a password, when there is
 * none) is marked verified and signed in. Null for a used, expired or unknown token, and for an address that has
 * become an operator's or the console's since the link went out: the caller answers all of them alike.
 */
export async function confirmEmailLink(c: Context<ApiEnv>, raw: string): Promise<{ next: string | null } | null> {
  const db = c.var.db
  const token = await consumeToken(db, c.env.SESSION_SECRET, 'email_link', raw)
  if (!token) return null
  // Two first uses at once (two links to one new address) make one account: the second INSERT does nothing.
  await db
    .prepare(
      `INSERT INTO users (email, password_hash, role, name, lang, email_verified_at) VALUES (?, ?, 'TENANT', '', ?, ${NOW})
       ON CONFLICT (email) DO NOTHING`,
    )
    .bind(token.email, NO_PASSWORD, token.lang)
    .run()
  const user = await db
    .prepare(
      `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ${NOW}), lang = ?, updated_at = ${NOW}
       WHERE email = ? AND role = 'TENANT' RETURNING id`,
    )
    .bind(token.lang, token.email)
    .first<{ id: number }>()
  if (!user) return null
  await startSession(c, user.id, false)
  // Judged again on use: the stored value was judged when issued, by the same rule.
  return { next: safeNextPath(token.next) }
}
