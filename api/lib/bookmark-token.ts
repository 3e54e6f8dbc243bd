import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { BOOKMARK_COOKIE, BOOKMARK_HEADER } from '@kernel/names'
import { base64url } from '@kernel/base64'
import { isBookmark } from './db'

/**
 * The read-your-writes bookmark as the server hands it out (ADR 0042): `<D1 bookmark>.<expiry s>.<HMAC>`. Only the
 * server can make one, and only an unexpired one it made lets a request past the shared caches, so a cookie named
 * like it (a `<brand>_d1=x` cookie) or a made-up header is just another anonymous, cached request (issue 30: 11 ms of
 * server CPU instead of 2). Synchronous (noble's HMAC, ~20 µs), so the edge's no-await cache hit can judge it.
 */
export const BOOKMARK_TTL_S = 120
const SIGNATURE_CHARS = 22
const TOKEN_SHAPE = /^([0-9a-zA-Z-]{1,200})\.(\d{10})\.([A-Za-z0-9_-]{22})$/
const encoder = new TextEncoder()

function signature(secret: string, bookmark: string, expires: string): string {
  const mac = hmac(sha256, encoder.encode(secret), encoder.encode(`d1-bookmark:${bookmark}:${expires}`))
  return base64url(mac).slice(0, SIGNATURE_CHARS)
}

export function signBookmark(secret: string, bookmark: string, nowMs = Date.now()): string {
  const expires = String(Math.floor(nowMs / 1000) + BOOKMARK_TTL_S)
  return `${bookmark}.${expires}.${signature(secret, bookmark, expires)}`
}

/** The D1 bookmark inside a token this server signed and that has not expired; null for anything else. */
export function readBookmark(secret: string, token: string | null | undefined, nowMs = Date.now()): string | null {
  if (!token || token.length > 260) return null
  const match = TOKEN_SHAPE.exec(token)
  if (!match) return null
  const [, bookmark, expires, given] = match as unknown as [string, string, string, string]
  if (Number(expires) * 1000 <= nowMs || !isBookmark(bookmark)) return null
  const expected = signature(secret, bookmark, expires)
  let diff = 0
  for (let i = 0; i < SIGNATURE_CHARS; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i)
  return diff === 0 ? bookmark : null
}

/** Cookie names the bookmark travels under (the `__Host-` one over HTTPS). */
const COOKIE = new RegExp(`(?:^|;\\s*)(?:__Host-)?${BOOKMARK_COOKIE}=([^;]*)`, 'g')

/**
 * The valid bookmark a request carries, by header (API clients) or cookie (browsers), or null. Every layer that
 * lets a request past a shared cache asks this, never whether a cookie is merely present.
 */
export function requestBookmark(secret: string, headers: Headers): string | null {
  const header = readBookmark(secret, headers.get(BOOKMARK_HEADER))
  if (header) return header
  const cookie = headers.get('cookie')
  if (!cookie?.includes(`${BOOKMARK_COOKIE}=`)) return null
  for (const match of cookie.matchAll(COOKIE)) {
    const bookmark = readBookmark(secret, match[1])
    if (bookmark) return bookmark
  }
  return null
}
