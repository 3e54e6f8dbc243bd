import { Hono } from 'hono'
import type { ApiEnv } from '../../types'
import { facilityProfile } from './facility-profile'
import { inquiries } from './inquiries'
import { onboarding } from './onboarding'
import { overview } from './overview'
import { reservations } from './reservations'
import { panelReviews } from './reviews'
import { photos } from './photos'
import { unitEditor } from './unit-editor'
import { units } from './units'
import { trialGate } from '../../trials/trial'
import { trial } from './trial'
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
  // Issue 42: an ended trial writes nothing but answers and reservation moves.
  .use('*', trialGate)
  .route('/', trial)
  .route('/', overview)
  .route('/', inquiries)
  .route('/', units)
  .route('/', reservations)
  .route('/', unitEditor)
  .route('/', facilityProfile)
  .route('/', photos)
  .route('/', panelReviews)
  .route('/', onboarding)
  .route('/', verification)
