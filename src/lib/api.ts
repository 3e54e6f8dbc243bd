import { createIsomorphicFn } from '@tanstack/react-start'
import { type ApiRequest, apiRequest, type Transport } from './api-client'

/**
 * Browser: same-origin fetch to the edge. Server (SSR loaders): the edge proxy in-process with the visitor's
 * cookies, so the API key, KV cache and retries apply exactly as for the browser.
 */
const transport = createIsomorphicFn()
  .client((): Transport => (path, init) => fetch(path, init))
  .server((): Transport => async (path, init) => {
    const { serverTransport } = await import('./api-transport.server')
    return serverTransport(path, init)
  })

export function api<T>(path: string, request?: ApiRequest): Promise<T> {
  return apiRequest<T>(transport(), path, request)
}
