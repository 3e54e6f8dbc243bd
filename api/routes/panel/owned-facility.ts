import type { Context } from 'hono'
import { limitOperatorSaves } from '../../lib/cache-purge'
import { type PanelScope, ownedRow, panelWriteScope } from '../../panel/scope'
import type { ApiEnv } from '../../types'

const OWNED_FACILITY = 'SELECT f.id FROM facilities f WHERE f.id = ? AND f.client_id = ?'

/**
 * The gate of every listing save on one facility: an operator who may write, the facility its own (or 404), and a
 * save within the company's limit, in that order, so a stranger's id is refused before it counts against anyone.
 */
export async function ownFacilityForSave(c: Context<ApiEnv>, facilityId: number): Promise<PanelScope> {
  const scope = await panelWriteScope(c)
  await ownedRow(c.var.db, OWNED_FACILITY, facilityId, scope.clientId)
  await limitOperatorSaves(c, scope.clientId)
  return scope
}

/** The same ownership rule for reads: the facility is the caller's company's, or 404. */
export async function ownFacility(c: Context<ApiEnv>, facilityId: number, clientId: number): Promise<void> {
  await ownedRow(c.var.db, OWNED_FACILITY, facilityId, clientId)
}
