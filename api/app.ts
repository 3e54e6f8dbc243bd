import { Hono } from 'hono'
import { ApiFailure, errorResponse } from './lib/errors'
import { timingSafeEqual } from './lib/password'
import { withSession } from './middleware/session'
import { auth } from './routes/auth'
import { cities } from './routes/cities'
import { forms } from './routes/forms'
import { marketplace } from './routes/marketplace'
import { newsletter } from './routes/newsletter'
import { panel } from './routes/panel'
import { sitemapSource } from './routes/sitemap'
import { superadmin } from './routes/superadmin'
import { tenant } from './routes/tenant'
import type { ApiEnv } from './types'

const encoder = new TextEncoder()

/**
 * The product API ("the product's API host", spec §7). Called only through `fetch`-shaped boundaries: the edge proxy
 * hands it a Request, so a remote host can take its place (API_ORIGIN) without any caller changing.
 */
export const apiApp = new Hono<ApiEnv>().basePath('/api')

apiApp.use('*', async (c, next) => {
  // Only the edge knows the key: a request without it did not come through the proxy.
  const key = c.req.header('x-api-key') ?? ''
  if (!c.env.API_KEY || !timingSafeEqual(encoder.encode(key), encoder.encode(c.env.API_KEY))) {
    throw new ApiFailure(401, 'UNAUTHORIZED', 'Missing or invalid API key')
  }
  await next()
})
apiApp.use('*', withSession)
apiApp.route('/', sitemapSource)
apiApp.route('/', marketplace)
apiApp.route('/', cities)
apiApp.route('/', forms)
apiApp.route('/', newsletter)
apiApp.route('/', auth)
apiApp.route('/superadmin', superadmin)
apiApp.route('/panel', panel)
apiApp.route('/', tenant)

apiApp.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404))
apiApp.onError((error, c) => {
  if (error instanceof ApiFailure) return errorResponse(c, error)
  console.error(JSON.stringify({ event: 'api_error', path: c.req.path, message: String(error) }))
  return c.json({ code: 'INTERNAL_ERROR', message: 'Internal error' }, 500)
})
