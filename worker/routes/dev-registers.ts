import { Hono } from 'hono'
import { fakeRegisters } from '@api/registries/fake'
import { recheckCompanies } from '@api/registries/run'
import { isLocal } from '@server/environment.server'
import { cacheKv } from '../cache/kv'
import type { EdgeEnv } from '../types'

/**
 * Local only (like /__dev/mail), 404 everywhere else: the fake public registers the adapters ask in local runs
 * (api/registries/fake: the white list, KRS, CEIDG and BIR1 in their real shapes), and the nightly re-check run
 * now, as the Cron Trigger would (issue 42).
 */
export const devRegisters = new Hono<EdgeEnv>()
  .all('/__dev/registers/*', (c) => (isLocal(c.env) ? fakeRegisters.fetch(c.req.raw) : c.text('Not found', 404)))
  .post('/__dev/registries/run', async (c) => {
    if (!isLocal(c.env)) return c.text('Not found', 404)
    const summary = await recheckCompanies(c.env)
    // As the cron does: a lost badge must not stay on cached pages. (Loaded here: the cache module needs the runtime.)
    if (summary.changed > 0) await (await import('../cache/market-cache')).purgeMarketplace(cacheKv(c.env))
    return c.json(summary, 200, { 'Cache-Control': 'no-store' })
  })
