import { Hono } from 'hono'
import { VerificationCheckSchema } from '../../contract/verification'
import { purgeAllMarketplace } from '../../lib/cache-purge'
import { clientIp, limitFromEnv, rateLimit } from '../../lib/rate-limit'
import { jsonBody } from '../../lib/validate'
import { ApiFailure, notFound } from '../../lib/errors'
import { auditStatement } from '../../panel/audit'
import { panelScope, panelWriteScope, scopeQuery } from '../../panel/scope'
import { registriesFrom } from '../../registries/config'
import { companyVerification } from '../../registries/evidence'
import { checkCompany } from '../../registries/run'
import type { ApiEnv } from '../../types'

/** A check asks five register requests: a person needs one now and then, not a loop (issue 42). */
const WINDOW_S = 60 * 60

/**
 * GET /api/panel/verification: the company's status and the last check's evidence. POST: check again now, limited
 * per company (default 5 an hour) and per network (default 10 an hour), audited. A company without a NIP has nothing
 * to check: 409 CONFLICT.
 */
export const verification = new Hono<ApiEnv>()
  .get('/verification', scopeQuery, async (c) => {
    const scope = await panelScope(c)
    const state = await companyVerification(c.var.db, scope.clientId)
    if (!state) throw notFound()
    return c.json(state)
  })
  .post('/verification', jsonBody(VerificationCheckSchema), async (c) => {
    const scope = await panelWriteScope(c)
    await rateLimit(c, `verify-net:${clientIp(c)}`, limitFromEnv(c.env.RATE_LIMIT_VERIFY_PER_IP, 10), WINDOW_S)
    await rateLimit(c, `verify:${scope.clientId}`, limitFromEnv(c.env.RATE_LIMIT_VERIFY_PER_COMPANY, 5), WINDOW_S)
    const recorded = await checkCompany(c.var.db, registriesFrom(c.env), scope.clientId)
    if (!recorded) throw new ApiFailure(409, 'CONFLICT', 'The company has no NIP to check')
    await c.var.db.batch([
      auditStatement(
        c.var.db,
        scope,
        'company.verification',
        { type: 'client', id: scope.clientId },
        { status: recorded.status },
      ),
    ])
    // The badge is on cached cards and pages: a change of status retires them.
    if (recorded.status !== recorded.previous) purgeAllMarketplace(c)
    return c.json((await companyVerification(c.var.db, scope.clientId))!)
  })
