import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { BOOKMARK_COOKIE, SECURE_SESSION_COOKIE, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@kernel/names'
import { bytesToHex } from '@noble/hashes/utils.js'
import type { CurrentUser, Role } from '../contract/auth'
import { base64url } from '@kernel/base64'
import { hmacSha256 } from '../lib/crypto'
import type { ApiEnv } from '../types'

/** ADR 0006. Idle and absolute lifetimes; "remember me" keeps a persistent cookie for 30 days. */
export const SESSION_TTL = {
  short: { absolute: 12 * 3600, idle: 2 * 3600 },
  remember: { absolute: 30 * 86400, idle: 7 * 86400 },
}
const TOUCH_EVERY_S = 300

const now = () => Math.floor(Date.now() / 1000)

/** `__Host-` needs Secure, so plain http (local dev) uses the bare name. */
export function sessionCookieName(c: Context): string {
  return isHttps(c) ? SECURE_SESSION_COOKIE : SESSION_COOKIE
}

/**
 * The D1 bookmark of a browser's last write (ADR 0020): its next requests read at least that fresh, from any
 * replica, and skip the shared caches. API clients send and receive it as a header instead.
 */
export function bookmarkCookieName(c: Context): string {
  return isHttps(c) ? `__Host-${BOOKMARK_COOKIE}` : BOOKMARK_COOKIE
}

export function isHttps(c: Context): boolean {
  const forwarded = c.req.header('x-forwarded-proto')
  return (forwarded ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}

/**
 * What D1 stores for a session id: an HMAC under SESSION_SECRET, not a bare hash, so a leaked database alone cannot
 * even confirm whether a cookie seen elsewhere is a live session (ADR 0006).
 */
export async function sessionIdHash(secret: string, id: string): Promise<string> {
  return bytesToHex(await hmacSha256(secret, `session:${id}`))
}

function randomId(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)))
}

/** New session (the old one, if any, is deleted: rotation at login). */
export async function startSession(c: Context<ApiEnv>, userId: number, remember: boolean) {
  const previous = getCookie(c, sessionCookieName(c))
  if (previous)
    await c.var.db
      .prepare('DELETE FROM sessions WHERE id_hash = ?')
      .bind(await sessionIdHash(c.env.SESSION_SECRET, previous))
      .run()
  const id = randomId()
  const ttl = remember ? SESSION_TTL.remember : SESSION_TTL.short
  const t = now()
  await c.var.db
    .prepare(
      'INSERT INTO sessions (id_hash, user_id, remember, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
    )
    .bind(await sessionIdHash(c.env.SESSION_SECRET, id), userId, remember ? 1 : 0, t, t, t + ttl.absolute)
    .run()
  setCookie(c, sessionCookieName(c), id, {
    httpOnly: true,
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    ...(remember ? { maxAge: ttl.absolute } : {}),
  })
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', {
    secure: isHttps(c),
    sameSite: 'Lax',
    path: '/',
    ...(remember ? { maxAge: ttl.absolute } : {}),
  })
}

export async function endSession(c: Context<ApiEnv>) {
  const id = getCookie(c, sessionCookieName(c))
  if (id)
    await c.var.db
      .prepare('DELETE FROM sessions WHERE id_hash = ?')
      .bind(await sessionIdHash(c.env.SESSION_SECRET, id))
      .run()
  deleteCookie(c, sessionCookieName(c), { path: '/', secure: isHttps(c) })
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: isHttps(c) })
}

type SessionRow = {
  id_hash: string
  remember: number
  last_seen_at: number
  expires_at: number
  user_id: number
  role: Role
  name: string
  email: string
  client_id: number | null
  company_name: string | null
}

/** Resolves the cookie to a user, enforcing idle and absolute expiry; refreshes last_seen at most every 5 minutes. */
export async function loadSession(c: Context<ApiEnv>): Promise<{ user: CurrentUser; hash: string } | null> {
  const id = getCookie(c, sessionCookieName(c))
  if (!id || id.length > 100) return null
  const hash = await sessionIdHash(c.env.SESSION_SECRET, id)
  const row = await c.var.db
    .prepare(
      `SELECT s.id_hash, s.remember, s.last_seen_at, s.expires_at, u.id AS user_id, u.role, u.name, u.email, u.client_id, c.company_name
     FROM sessions s JOIN users u ON u.id = s.user_id LEFT JOIN clients c ON c.id = u.client_id WHERE s.id_hash = ?`,
    )
    .bind(hash)
    .first<SessionRow>()
  if (!row) return null
  const t = now()
  const idle = row.remember ? SESSION_TTL.remember.idle : SESSION_TTL.short.idle
  if (t >= row.expires_at || t - row.last_seen_at >= idle) {
    await c.var.db.prepare('DELETE FROM sessions WHERE id_hash = ?').bind(hash).run()
    return null
  }
  if (t - row.last_seen_at >= TOUCH_EVERY_S)
    await c.var.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?').bind(t, hash).run()
  return {
    hash,
    user: {
      userId: row.user_id,
      role: row.role,
      name: row.name,
      email: row.email,
      clientId: row.client_id,
      client: row.client_id ? { id: row.client_id, companyName: row.company_name } : null,
    },
  }
}
