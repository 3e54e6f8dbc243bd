import { createIsomorphicFn } from '@tanstack/react-start'
import type { hc } from 'hono/client'
import type { ApiApp } from '@api/app'
import { searchParams, type Transport } from './api-client'
import { typedClient } from './typed-client'

/**
 * Browser: same-origin fetch to the edge. Server (SSR loaders): the edge proxy in-process with the visitor's
 * cookies, so the API key, KV cache and retries apply exactly as for the browser.
 */
const transport = createIsomorphicFn()
  .client((): Transport => (path, init) => fetch(path, init))
  .server(
    (): Transport => async (path, init) => {
      const { serverTransport } = await import('./api-transport.server')
      return serverTransport(path, init)
    },
  )

/**
 * The API's typed client (ADR 0021): paths, query, body and response types come from the API's routes (ApiApp, through
 * Hono's client types; the calls are typed-client.ts, ADR 0101), the bytes go over the transport above, so the edge
 * proxy, its cache, CSRF check, cookies and retries are unchanged.
 * Read a call with `read()` (api-client.ts): `read(api.marketplace.facilities.$get({ query }, callOptions({ signal })))`.
 */
export const api = typedClient<ReturnType<typeof hc<ApiApp>>>({
  fetch: (path, init) => transport()(path, { ...init, credentials: 'same-origin' }),
  headers: { Accept: 'application/json' },
  buildSearchParams: searchParams,
}).api
