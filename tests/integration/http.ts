import { inject } from 'vitest'

export const baseUrl = () => inject('baseUrl')

/** A desktop Chrome user agent: TanStack buffers the whole document for bots, streams for browsers. */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

export function get(path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl()}${path}`, { redirect: 'manual', ...init, headers: { 'user-agent': BROWSER_UA, ...(init.headers ?? {}) } })
}
