import { Hono } from 'hono'
import { requireRole } from '../../middleware/session'
import type { ApiEnv } from '../../types'
import { audit } from './audit'
import { clients } from './clients'
import { facilities } from './facilities'
import { overview } from './overview'
import { users } from './users'

/** Every /api/superadmin/* endpoint: anonymous → 401, other roles → 403. Resources are mounted below. */
export const superadmin = new Hono<ApiEnv>()
superadmin.use('*', requireRole('SUPERADMIN'))
superadmin.route('/clients', clients)
superadmin.route('/facilities', facilities)
superadmin.route('/users', users)
superadmin.route('/audit', audit)
superadmin.route('/', overview)
