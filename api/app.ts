import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { DEFAULT_API_KEY_HEADER } from '@kernel/names'
import { errorFields, log } from '@server/log.server'
import { ApiFailure, errorResponse } from './lib/errors'
import { timingSafeEqual } from './auth/password'
import { withDb } from './middleware/d1'
import { withSession } from './middleware/session'
import { account } from './routes/account'
import { alerts } from './routes/alerts'
import { auth } from './routes/auth'
import { emailLink } from './routes/email-link'
import { cities } from './routes/cities'
import { forms } from './routes/forms'
import { marketplace } from './routes/marketplace'
import { newsletter } from './routes/newsletter'
import { panel } from './routes/panel'
import { password } from './routes/password'
import { reservations } from './routes/reservations'
import { reviews } from './routes/reviews'
import { sitemapSource } from './routes/sitemap'
import { superadmin } from './routes/superadmin'
import { tenant } from './routes/tenant'
import { tenantReservations } from './routes/tenant-reservations'
import { tenantAlerts } from './routes/tenant-alerts'
import type { ApiEnv } from './types'

const encoder = new TextEncoder()

/** Only the edge knows the key: a request without it did not come through the proxy. */
const requireApiKey = createMiddleware<ApiEnv>(async (c, next) => {
  const key = c.req.header(c.env.API_KEY_HEADER || DEFAULT_API_KEY_HEADER) ?? ''
  if (!c.env.API_KEY || !timingSafeEqual(encoder.encode(key), encoder.encode(c.env.API_KEY))) {
    throw new ApiFailure(401, 'UNAUTHORIZED', 'Missing or invalid API key')
  }
  await next()
})

/**
 * The product API ("the product's API host", spec §7). Called only through `fetch`-shaped boundaries: the edge proxy
 * hands it a Request, so a remote host can take its place (API_ORIGIN) without any caller changing. Routes are
 * chained so their types add up to ApiApp (ADR 0021).
 */
export const apiApp = new Hono<ApiEnv>()
  .basePath('/api')
  .use('*', requireApiKey)
  // The D1 session first: every route, present and future, gets one before the user's session is looked up.
  .use('*', withDb)
  .use('*', withSession)
  .route('/', sitemapSource)
  .route('/', marketplace)
  .route('/', cities)
  .route('/', forms)
  .route('/', reservations)
  .route('/', newsletter)
  .route('/', auth)
  .route('/', emailLink)
  .route('/', password)
  .route('/superadmin', superadmin)
  .route('/panel', panel)
  .route('/', tenant)
  .route('/', tenantReservations)
  .route('/', tenantAlerts)
  .route('/', alerts)
  .route('/', account)
  .route('/', reviews)

/** The API's routes with their request and response types: what the typed client (src/lib/api.ts) is built from. */
export type ApiApp = typeof apiApp

apiApp.notFound((c) => c.json({ code: 'NOT_FOUND', message: 'Not found' }, 404))
apiApp.onError((error, c) => {
  if (error instanceof ApiFailure) return errorResponse(c, error)
  log('error', 'api_error', { apiPath: c.req.path, ...errorFields(error) })
  return c.json({ code: 'INTERNAL_ERROR', message: 'Internal error' }, 500)
})
