import { Hono } from 'hono'
import type { AuditEntry } from '../../contract/panel'
import { AuditQuery } from '../../contract/panel'
import { listPage } from '../../lib/sql'
import { parseJsonObject } from '../../lib/json'
import { queryOf } from '../../lib/validate'
import type { ApiEnv } from '../../types'

type AuditRow = {
  id: number
  client_id: number | null
  company_name: string | null
  user_email: string
  action: string
  target_type: string
  target_id: number | null
  detail: string
  created_at: string
}

/** GET /api/superadmin/audit: every operator action, newest first, optionally one company's. */
export const audit = new Hono<ApiEnv>().get('/', queryOf(AuditQuery), async (c) => {
  const query = c.req.valid('query')
  const page = await listPage<AuditRow>(c.var.db, {
    from: 'audit_log a LEFT JOIN clients c ON c.id = a.client_id',
    columns:
      'a.id, a.client_id, c.company_name, a.user_email, a.action, a.target_type, a.target_id, a.detail, a.created_at',
    where: query.clientId ? 'a.client_id = ?' : '1 = 1',
    params: query.clientId ? [query.clientId] : [],
    order: 'a.id DESC',
    page: query.page,
    limit: query.limit,
  })
  const items: AuditEntry[] = page.rows.map((r) => ({
    id: r.id,
    clientId: r.client_id,
    companyName: r.company_name,
    userEmail: r.user_email,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    detail: parseJsonObject(r.detail),
    createdAt: r.created_at,
  }))
  return c.json({ items, total: page.total })
})
