import { Hono } from 'hono'
import { accountExport } from '../account/export'
import { eraseAccount } from '../account/erase'
import { accountRow } from '../account/owner'
import { endSession } from '../auth/session'
import { EraseSchema, exportFileName } from '../contract/account'
import { ApiFailure } from '../lib/errors'
import { clientIp, rateLimit } from '../lib/rate-limit'
import { jsonBody } from '../lib/validate'
import { requireRole } from '../middleware/session'
import type { ApiEnv } from '../types'

const WINDOW_S = 600

/**
 * A person's own data (issue 40, ADR 0090). The export is every role's: an operator's or the console's account is a
 * person's too. Erasure is the renter's (TENANT): an operator's login belongs to its company's contract and audit log,
 * and the console's to the platform, so those are closed in the console, never by a button.
 */
export const account = new Hono<ApiEnv>()
  .get('/account/export', requireRole('TENANT', 'CLIENT', 'SUPERADMIN'), async (c) => {
    const user = c.get('user')!
    await rateLimit(c, `account-export:${user.userId}`, 10, WINDOW_S)
    const row = await accountRow(c.var.db, user.userId)
    if (!row) throw new ApiFailure(401, 'UNAUTHORIZED', 'Sign in required')
    const body = await accountExport(c.var.db, row)
    c.header('Cache-Control', 'private, no-store')
    c.header('Content-Disposition', `attachment; filename="${exportFileName(body.exportedAt.slice(0, 10))}"`)
    return c.json(body)
  })
  .post('/account/erase', requireRole('TENANT', 'CLIENT', 'SUPERADMIN'), jsonBody(EraseSchema), async (c) => {
    const user = c.get('user')!
    // Like the other signed-in writes: per network first (no D1 write for a flood), then per account.
    await rateLimit(c, `account-erase:${clientIp(c)}`, 10, WINDOW_S)
    await rateLimit(c, `account-erase-user:${user.userId}`, 3, WINDOW_S)
    if (user.role !== 'TENANT')
      throw new ApiFailure(403, 'FORBIDDEN', 'Operator and console accounts are closed in the console')
    const row = await accountRow(c.var.db, user.userId)
    if (!row) throw new ApiFailure(401, 'UNAUTHORIZED', 'Sign in required')
    const result = await eraseAccount(c, row)
    // The sessions are gone from D1 with the account; this clears this browser's cookies too.
    await endSession(c)
    c.header('Cache-Control', 'private, no-store')
    return c.json(result)
  })
