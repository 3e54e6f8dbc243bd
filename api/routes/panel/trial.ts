import { Hono } from 'hono'
import type { PanelTrial } from '../../contract/trial'
import { panelScope, scopeQuery } from '../../panel/scope'
import { NOW } from '../../lib/sql'
import type { ApiEnv } from '../../types'

/** GET /api/panel/trial: the company's trial for the panel's banner (issue 42); null for a paying company. */
export const trial = new Hono<ApiEnv>().get('/trial', scopeQuery, async (c) => {
  const scope = await panelScope(c)
  const row = await c.var.db
    .prepare(`SELECT plan, trial_ends_at, trial_ends_at <= ${NOW} AS ended FROM clients WHERE id = ?`)
    .bind(scope.clientId)
    .first<{ plan: string; trial_ends_at: string | null; ended: number | null }>()
  const body: PanelTrial = row?.plan === 'trial' ? { endsAt: row.trial_ends_at, ended: row.ended === 1 } : null
  return c.json(body)
})
