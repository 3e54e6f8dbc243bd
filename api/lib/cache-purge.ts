import type { Context } from 'hono'
import { CACHE_PURGE_HEADER, PURGE_MARKETPLACE } from '@kernel/names'
import type { ApiEnv } from '../types'
import { limitFromEnv, rateLimit } from './rate-limit'

/**
 * The one way an API write retires cached marketplace answers (ADR 0043): the edge proxy reads `x-cache-purge` on
 * the response (and strips it). Call it after a successful write.
 * - `purgeFacilityCaches(c, id)`: an operator's save of one facility or its units — that facility's pages and API
 *   answers, and everything that lists facilities (lists, city pages, home). Not the rest of the site.
 * - `purgeAllMarketplace(c)`: what changes many facilities at once (the console's facility writes).
 */
export async function purgeFacilityCaches(c: Context<ApiEnv>, facilityId: number): Promise<void> {
  const row = await c.var.db
    .prepare('SELECT slug FROM facilities WHERE id = ?')
    .bind(facilityId)
    .first<{ slug: string }>()
  // Slug and id: the facility's answers are reachable (and cached) under either (worker/cache/market-cache.ts).
  c.header(CACHE_PURGE_HEADER, row ? `facility:${row.slug},${facilityId}` : PURGE_MARKETPLACE)
}

export function purgeAllMarketplace(c: Context<ApiEnv>): void {
  c.header(CACHE_PURGE_HEADER, PURGE_MARKETPLACE)
}

const SAVE_WINDOW_S = 10 * 60

/**
 * Operator saves that retire cached pages, counted per company (issue 30: unit saves had no limit, and each retired
 * the whole site). 120 per 10 minutes is far above a person working through an availability list.
 */
export async function limitOperatorSaves(c: Context<ApiEnv>, clientId: number): Promise<void> {
  await rateLimit(c, `panel-save:${clientId}`, limitFromEnv(c.env.RATE_LIMIT_PANEL_SAVES, 120), SAVE_WINDOW_S)
}
