import { createMiddleware } from 'hono/factory'
import { base64 } from '@kernel/base64'
import { NONCE_HEADER, REQUEST_ID_HEADER } from '@kernel/names'
import type { EdgeEnv } from '../types'

const MAP_ORIGINS = 'https://tiles.openfreemap.org'
/** Turnstile on the sign-in form (ADR 0056): its script (added by our bundle) and its challenge frame. */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    // The host is for browsers without 'strict-dynamic' (which ignores host sources where it is understood).
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${TURNSTILE_ORIGIN}`,
    // Inline style attributes (React, maplibre markers) need this; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAP_ORIGINS}`,
    "font-src 'self' data:",
    `connect-src 'self' ${MAP_ORIGINS}`,
    "worker-src 'self' blob:",
    `frame-src ${TURNSTILE_ORIGIN}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
}

/** 18 random bytes as 24 base64 characters (fixed length: cached pages swap it in place, ADR 0012). */
export function newNonce(): string {
  // 18 bytes are a whole number of base64 groups: never any padding.
  return base64(crypto.getRandomValues(new Uint8Array(18)))
}

const STATIC_ENTRIES = Object.entries(STATIC_SECURITY_HEADERS)

export function applySecurityHeaders(headers: Headers, nonce: string) {
  for (const [name, value] of STATIC_ENTRIES) headers.set(name, value)
  if ((headers.get('content-type') ?? '').includes('text/html'))
    headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
}

/** Every response gets the static headers; HTML gets a CSP whose nonce Start puts on its scripts. */
export const securityHeaders = createMiddleware<EdgeEnv & { Variables: { nonce: string } }>(async (c, next) => {
  c.set('nonce', newNonce())
  await next()
  try {
    // Responses built in this worker have mutable headers: no copy of the response on the hot path.
    applySecurityHeaders(c.res.headers, c.get('nonce'))
  } catch {
    // Immutable headers (a response passed through as received): copy once.
    c.res = new Response(c.res.body, c.res)
    applySecurityHeaders(c.res.headers, c.get('nonce'))
  }
})

/** The request Start sees: a copy of the request, plus the nonce and request id set by the edge (never the client's). */
export function withNonce(request: Request, nonce: string, requestId?: string): Request {
  const copy = new Request(request)
  copy.headers.set(NONCE_HEADER, nonce)
  if (requestId) copy.headers.set(REQUEST_ID_HEADER, requestId)
  else copy.headers.delete(REQUEST_ID_HEADER)
  return copy
}
