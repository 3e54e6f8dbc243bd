/**
 * What the browser may keep of a marketplace answer (issue 29, ADR 0039). Availability and prices change when an
 * operator saves, and the edge purges its own copies then; a browser copy cannot be purged, so the browser keeps
 * one only to revalidate it: every use asks the edge, which answers 304 when nothing changed. The language picks
 * the body (the API reads Accept-Language), so the browser must key its copy on it.
 */
export const MARKET_CACHE_CONTROL = 'private, no-cache'
export const MARKET_VARY = 'Accept-Language'

/** A strong validator of the body bytes: the same answer in the same language has the same tag. */
export async function bodyEtag(body: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
  const hex = [...new Uint8Array(digest, 0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `"${hex}"`
}

/** RFC 9110 §13.1.2: If-None-Match holds a list of tags (weak ones compare equal to strong), or `*`. */
export function matchesIfNoneMatch(header: string | null | undefined, etag: string): boolean {
  if (!header) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

export function marketHeaders(headers: Headers, etag: string): Headers {
  headers.set('cache-control', MARKET_CACHE_CONTROL)
  headers.set('vary', MARKET_VARY)
  headers.set('etag', etag)
  return headers
}
