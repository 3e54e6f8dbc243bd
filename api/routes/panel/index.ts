import { Hono } from 'hono'
import type { ApiEnv } from '../../types'
import { facilityProfile } from './facility-profile'
import { inquiries } from './inquiries'
import { overview } from './overview'
import { reservations } from './reservations'
import { photos } from './photos'
import { unitEditor } from './unit-editor'
import { units } from './units'
import { verification } from './verification'

/**
 * /api/panel/*: the operator panel (ADR 0024). Each handler resolves the caller's company first (panelScope) and
 * reads or writes only through it; every answer is per user, so none may be kept by any cache.
 */
export const panel = new Hono<ApiEnv>()
  .use('*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  })
  .route('/', overview)
  .route('/', inquiries)
  .route('/', units)
  .route('/', reservations)
  .route('/', unitEditor)
  .route('/', facilityProfile)
  .route('/', photos)
  .route('/', verification)
