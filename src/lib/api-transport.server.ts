import { getRequest } from '@tanstack/react-start/server'
import type { Transport } from './api-client'

/**
 * The server's way to the API for each page render. The edge makes it (worker/lib/ssr-transport.ts: the same
 * proxy the browser goes through, in-process) and the server entry hands it over with the page's request
 * (src/server.ts), so the app never imports the edge. Keyed by the request object Start renders, which loaders
 * see as `getRequest()`.
 */
const transports = new WeakMap<Request, Transport>()

export function provideTransport(request: Request, transport: Transport) {
  transports.set(request, transport)
}

export function serverTransport(path: string, init: RequestInit): Promise<Response> {
  const transport = transports.get(getRequest())
  if (!transport) throw new Error('No API transport for this render: pages render through src/server.ts')
  return transport(path, init)
}
