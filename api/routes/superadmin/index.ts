import { Hono } from 'hono'
import { requireRole } from '../../middleware/session'
import type { ApiEnv } from '../../types'
import { audit } from './audit'
import { clients } from './clients'
import { facilities } from './facilities'
import { outbox } from './outbox'
import { moderation } from './moderation'
import { overview } from './overview'
import { reservations } from './reservations'
import { adminReviews } from './reviews'
import { publication } from './publication'
import { users } from './users'
import { trials } from './trials'
import { verification } from './verification'

/** Every /api/superadmin/* endpoint: anonymous → 401, other roles → 403. Resources are mounted below. */
export const superadmin = new Hono<ApiEnv>()
  .use('*', requireRole('SUPERADMIN'))
  .route('/clients', clients)
  .route('/clients', trials)
  .route('/facilities', facilities)
  .route('/users', users)
  .route('/audit', audit)
  .route('/outbox', outbox)
  .route('/reservations', reservations)
  .route('/moderation', moderation)
  .route('/reviews', adminReviews)
  .route('/publication', publication)
  .route('/verification', verification)
  .route('/', overview)
