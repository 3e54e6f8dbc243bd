import { Hono } from 'hono'
import * as v from 'valibot'
import type { AdminOverview } from '../../contract/admin'
import { INBOX_KINDS, InboxQuery } from '../../contract/admin'
import { INBOX_SQL } from '../../lib/admin-inbox'
import { camelRow } from '../../lib/admin-rows'
import { listPage } from '../../lib/admin-sql'
import { maskCredentials } from '../../lib/admin-users'
import { paramOf, queryOf } from '../../lib/validate'
import type { ApiEnv } from '../../types'

const LATEST = 10
const latest = (db: D1Database, kind: keyof typeof INBOX_SQL) => {
  const sql = INBOX_SQL[kind]
  return db.prepare(`SELECT ${sql.columns} FROM ${sql.from} ORDER BY ${sql.order} LIMIT ${LATEST}`)
}
const rows = (result: D1Result | undefined) => (result?.results ?? []).map((row) => camelRow(row as Record<string, unknown>))

export const overview = new Hono<ApiEnv>()
  .get('/overview', async (c) => {
    const db = c.env.DB
    const [counts, roles, inquiries, demo, trial, newsletter] = await db.batch([
      db.prepare('SELECT (SELECT COUNT(*) FROM clients) AS clients, (SELECT COUNT(*) FROM facilities WHERE active = 1) AS active, (SELECT COUNT(*) FROM facilities WHERE active = 0) AS inactive'),
      db.prepare('SELECT role, COUNT(*) AS n FROM users GROUP BY role'),
      latest(db, 'inquiries'), latest(db, 'demo-requests'), latest(db, 'trial-requests'), latest(db, 'newsletter'),
    ])
    const n = counts!.results[0] as { clients: number; active: number; inactive: number }
    const users = { SUPERADMIN: 0, CLIENT: 0, TENANT: 0 }
    for (const row of roles!.results as { role: keyof typeof users; n: number }[]) users[row.role] = row.n
    const body: AdminOverview = {
      counts: { clients: n.clients, facilities: { active: n.active, inactive: n.inactive }, users },
      latest: { inquiries: rows(inquiries), demoRequests: rows(demo), trialRequests: rows(trial), newsletter: rows(newsletter) },
    }
    return c.json(body)
  })
  .get('/inbox/:kind', paramOf(v.object({ kind: v.picklist(INBOX_KINDS) })), queryOf(InboxQuery), async (c) => {
    const { kind } = c.req.valid('param')
    const query = c.req.valid('query')
    const page = await listPage<Record<string, unknown>>(c.env.DB, { ...INBOX_SQL[kind], where: '1 = 1', params: [], page: query.page, limit: query.limit })
    const items = page.rows.map(camelRow).map((row) => (row.kind === 'credentials' && typeof row.body === 'string' ? { ...row, body: maskCredentials(row.body) } : row))
    return c.json({ items, total: page.total })
  })
