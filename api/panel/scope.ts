import type { Context } from 'hono'
import type { Db } from '../lib/db'
import type { CurrentUser } from '../contract/auth'
import { PanelScopeQuery } from '../contract/panel'
import * as v from 'valibot'
import { ApiFailure, notFound } from '../lib/errors'
import type { ApiEnv } from '../types'
import { queryOf } from '../lib/validate'

/**
 * Whose panel a request reads or writes (ADR 0024). A CLIENT always works on their own company: a `clientId` in
 * the query is ignored, so no parameter can point a CLIENT at another company. A SUPERADMIN reads any company's
 * panel by naming it, and never writes. Everyone else is refused by role (401/403), which reveals nothing about ids.
 */
export type PanelScope = { clientId: number; companyName: string | null; readOnly: boolean; user: CurrentUser }

export async function panelScope(c: Context<ApiEnv>): Promise<PanelScope> {
  const user = c.get('user')
  if (!user) throw new ApiFailure(401, 'UNAUTHORIZED', 'Sign in required')
  if (user.role === 'CLIENT' && user.clientId) {
    return { clientId: user.clientId, companyName: user.client?.companyName ?? null, readOnly: false, user }
  }
  if (user.role !== 'SUPERADMIN') throw new ApiFailure(403, 'FORBIDDEN', 'Not allowed')
  const parsed = v.safeParse(PanelScopeQuery, { clientId: c.req.query('clientId') })
  if (!parsed.success)
    throw new ApiFailure(
      400,
      'VALIDATION_ERROR',
      'Invalid input',
      parsed.issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
    )
  const { clientId } = parsed.output
  if (!clientId)
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [{ path: 'clientId', message: 'clientId' }])
  const client = await c.var.db
    .prepare('SELECT id, company_name FROM clients WHERE id = ?')
    .bind(clientId)
    .first<{ id: number; company_name: string | null }>()
  if (!client) throw notFound()
  return { clientId: client.id, companyName: client.company_name, readOnly: true, user }
}

/**
 * Declares `?clientId` for the typed client on the panel's GET routes without judging it: a CLIENT's clientId is
 * ignored whatever it says, so only panelScope checks it, and only for the superadmin.
 */
export const scopeQuery = queryOf(v.object({ clientId: v.optional(v.string()) }))

/** Writes: the superadmin's view is read-only (a role rule, so 403 is honest and says nothing about the id). */
export async function panelWriteScope(c: Context<ApiEnv>): Promise<PanelScope> {
  const scope = await panelScope(c)
  if (scope.readOnly) throw new ApiFailure(403, 'FORBIDDEN', 'Read-only')
  return scope
}

/**
 * The one ownership rule every id-taking endpoint goes through: the row exists AND belongs to the caller's
 * company, in one query, or 404. Another company's id and a missing id get the same answer.
 */
export async function ownedRow<T>(db: Db, sql: string, id: number, clientId: number): Promise<T> {
  const row = await db.prepare(sql).bind(id, clientId).first<T>()
  if (!row) throw notFound()
  return row
}
