import { createMiddleware } from 'hono/factory'
import type { EdgeEnv } from '../types'

/** Request header through which the edge hands Start the nonce; always overwritten, so a client cannot choose it. */
export const NONCE_HEADER = 'x-csp-nonce'

const MAP_ORIGINS = 'https://tiles.openfreemap.org'

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Inline style attributes (React, maplibre markers) need this; no script can run from a style.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAP_ORIGINS}`,
    "font-src 'self' data:",
    `connect-src 'self' ${MAP_ORIGINS}`,
    "worker-src 'self' blob:",
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

function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
}

/** Every response gets the static headers; HTML gets a CSP whose nonce Start puts on its scripts. */
export const securityHeaders = createMiddleware<EdgeEnv & { Variables: { nonce: string } }>(async (c, next) => {
  c.set('nonce', newNonce())
  await next()
  const headers = new Headers(c.res.headers)
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) headers.set(name, value)
  if ((headers.get('content-type') ?? '').includes('text/html')) headers.set('Content-Security-Policy', contentSecurityPolicy(c.get('nonce')))
  c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers })
})

/** The request Start sees: a copy of the request, plus the nonce header set by the edge (never the client's). */
export function withNonce(request: Request, nonce: string): Request {
  const copy = new Request(request)
  copy.headers.set(NONCE_HEADER, nonce)
  return copy
}
