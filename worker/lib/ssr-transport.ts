import { CLIENT_IP_HEADER, REQUEST_ID_HEADER } from '@kernel/names'
import { apiProxy } from '../routes/api-proxy'
import { markDegraded } from './degraded'

/** What the app's API client calls on the server: fetch-shaped, relative to the site. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>

/** The visitor's headers an API call made for their page must carry (the session cookie, the log's request id). */
const FORWARDED = ['cookie', 'user-agent', CLIENT_IP_HEADER, REQUEST_ID_HEADER]

/**
 * SSR data for one page render goes through the very same edge proxy the browser uses (API key, KV cache,
 * retries, timeouts), invoked in-process with the visitor's cookie so the session is honoured. Made by the edge
 * for each render and handed to the app in Start's request context (src/server.ts): the app never imports the
 * edge. A 502–504 from the proxy marks the render degraded, so the page answers 503 (lib/degraded.ts).
 */
export function ssrTransport(page: Request, env: Env): ApiTransport {
  const origin = new URL(page.url).origin
  return async (path, init) => {
    const headers = new Headers(init.headers)
    for (const name of FORWARDED) {
      const value = page.headers.get(name)
      if (value) headers.set(name, value)
    }
    headers.set('origin', origin)
    const response = await apiProxy.fetch(new Request(`${origin}${path}`, { ...init, headers }), env)
    if (response.status >= 502 && response.status <= 504) markDegraded(page)
    return response
  }
}
