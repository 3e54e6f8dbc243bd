import { base64url } from '@kernel/base64'
import { bytesToHex } from '@noble/hashes/utils.js'
import { hmacSha256 } from '../lib/crypto'
import type { Db } from '../lib/db'

/**
 * Single-use tokens for the links the auth API mails (issue 40, ADR 0088). The raw token goes only into the link's
 * fragment; D1 keeps its HMAC under SESSION_SECRET, as it does for session ids, so a leaked database signs nobody in.
 * A token is consumed by one conditional UPDATE: of two uses at once, one wins; a used, expired, unknown or
 * wrong-purpose token all read the same (null), so an answer never tells which.
 */
export type TokenPurpose = 'email_link' | 'password_reset' | 'set_password'

export type TokenRow = {
  id: number
  purpose: TokenPurpose
  email: string
  user_id: number | null
  lang: 'pl' | 'en'
  next: string | null
}

/** Minutes each kind of link stays valid: the issue's 15 for sign-in, 60 for a reset, 48 hours to set a first password. */
export const TOKEN_TTL_MIN: Record<TokenPurpose, number> = {
  email_link: 15,
  password_reset: 60,
  set_password: 48 * 60,
}

const tokenHash = async (secret: string, purpose: TokenPurpose, raw: string) =>
  bytesToHex(await hmacSha256(secret, `auth-token:${purpose}:${raw}`))

const isoIn = (minutes: number, from = Date.now()) => new Date(from + minutes * 60_000).toISOString()

/** Stores a new token and returns the raw one for the link. */
export async function issueToken(
  db: Db,
  secret: string,
  t: { purpose: TokenPurpose; email: string; userId: number | null; lang: 'pl' | 'en'; next?: string | null },
): Promise<string> {
  const raw = base64url(crypto.getRandomValues(new Uint8Array(32)))
  await db
    .prepare(
      'INSERT INTO auth_tokens (token_hash, purpose, email, user_id, lang, next, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(
      await tokenHash(secret, t.purpose, raw),
      t.purpose,
      t.email.trim().toLowerCase(),
      t.userId,
      t.lang,
      t.next ?? null,
      isoIn(TOKEN_TTL_MIN[t.purpose]),
    )
    .run()
  return raw
}

/**
 * issueToken for an account the same batch creates (issue 42's trial): the statement finds the user by the token's
 * address inside the transaction, so the link exists exactly when the account does. Returns the raw token for the
 * sealed mail and the statement, which must follow the user's INSERT in the batch.
 */
export async function tokenForNewAccount(
  db: Db,
  secret: string,
  t: { purpose: TokenPurpose; email: string; lang: 'pl' | 'en' },
): Promise<{ raw: string; statement: D1PreparedStatement }> {
  const raw = base64url(crypto.getRandomValues(new Uint8Array(32)))
  const email = t.email.trim().toLowerCase()
  const statement = db
    .prepare(
      `INSERT INTO auth_tokens (token_hash, purpose, email, user_id, lang, next, expires_at)
       SELECT ?, ?, ?, id, ?, NULL, ? FROM users WHERE email = ?`,
    )
    .bind(await tokenHash(secret, t.purpose, raw), t.purpose, email, t.lang, isoIn(TOKEN_TTL_MIN[t.purpose]), email)
  return { raw, statement }
}

/** Marks the token used and returns it, or null when it is unknown, used, expired or of another purpose. */
export async function consumeToken(
  db: Db,
  secret: string,
  purpose: TokenPurpose,
  raw: string,
): Promise<TokenRow | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return null
  return db
    .prepare(
      `UPDATE auth_tokens SET used_at = ? WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       RETURNING id, purpose, email, user_id, lang, next`,
    )
    .bind(new Date().toISOString(), await tokenHash(secret, purpose, raw), purpose, new Date().toISOString())
    .first<TokenRow>()
}
