import { createMiddleware } from 'hono/factory'
import { REQUEST_ID_HEADER } from '@kernel/names'
import { newRequestId } from '@kernel/request-id'
import type { EdgeEnv } from '../types'

/**
 * Every response carries an `x-request-id` made here (never taken from the client), the code an error page shows
 * and the key of the edge's error log lines. Start's render and the API get it on their request (see withNonce
 * and the proxy).
 */
export const requestId = createMiddleware<EdgeEnv>(async (c, next) => {
  c.set('requestId', newRequestId())
  await next()
  try {
    c.res.headers.set(REQUEST_ID_HEADER, c.get('requestId'))
  } catch {
    // Immutable headers (a response passed through as received): copy once.
    c.res = new Response(c.res.body, c.res)
    c.res.headers.set(REQUEST_ID_HEADER, c.get('requestId'))
  }
})
