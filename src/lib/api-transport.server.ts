import { getRequest } from '@tanstack/react-start/server'
import { env } from 'cloudflare:workers'
import { markDegraded } from '../../worker/lib/degraded'
import { apiProxy } from '../../worker/routes/api-proxy'

/**
 * SSR data goes through the very same edge proxy the browser uses (API key, KV cache, retries, timeouts),
 * invoked in-process with the visitor's cookie so the session is honoured.
 */
export async function serverTransport(path: string, init: RequestInit): Promise<Response> {
  const incoming = getRequest()
  const origin = new URL(incoming.url).origin
  const headers = new Headers(init.headers)
  // x-request-id: set by the edge on this render's request, so the page's error code matches the log line.
  for (const name of ['cookie', 'user-agent', 'cf-connecting-ip', 'x-request-id']) {
    const value = incoming.headers.get(name)
    if (value) headers.set(name, value)
  }
  headers.set('origin', origin)
  const response = await apiProxy.fetch(new Request(`${origin}${path}`, { ...init, headers }), env)
  if (response.status >= 502 && response.status <= 504) markDegraded(incoming)
  return response
}
