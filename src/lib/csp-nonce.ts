import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { NONCE_HEADER } from '@kernel/names'

/**
 * The per-response CSP nonce: on the server from the header the edge sets (worker/middleware/security-headers.ts),
 * in the browser from the page's own nonce'd scripts (the DOM keeps it as a property after hiding the attribute),
 * so hydration sees the same value. Start's compiler drops the server branch and its import from the client build.
 */
export const cspNonce = createIsomorphicFn()
  .server((): string | undefined => getRequest().headers.get(NONCE_HEADER) ?? undefined)
  .client((): string | undefined => document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined)
