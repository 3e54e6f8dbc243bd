import { ownServer } from './servers.ts'

/** This test worker's own server (tests/integration/servers.ts). */
export const baseUrl = () => ownServer().baseUrl

/**
 * Port of an extra server a test starts: INTEGRATION_PORT (default 8791) + offset, so parallel checkouts with their own
 * INTEGRATION_PORT never collide. Offsets: 31–33 api-proxy.test.ts, 34–35 faults.test.ts, 20 local-data.test.ts, 41–43
 * turnstile.test.ts.
 */
export const extraPort = (offset: number) => Number(process.env.INTEGRATION_PORT ?? 8791) + offset

/** A desktop Chrome user agent: TanStack buffers the whole document for bots, streams for browsers. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

export function get(path: string, init: RequestInit = {}) {
  return fetch(`${baseUrl()}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { 'user-agent': BROWSER_UA, ...(init.headers ?? {}) },
  })
}
