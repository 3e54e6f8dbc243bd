import { Hono } from 'hono'
import * as v from 'valibot'
import type { AdminOverview } from '../../contract/admin'
import { INBOX_KINDS, InboxQuery } from '../../contract/admin'
import { INBOX_SQL } from '../../console/inbox'
import type { Role } from '../../contract/auth'
import { readBatch, rows } from '../../db/rows'
import { camelRow, type InboxRow } from '../../console/rows'
import { listPage } from '../../lib/sql'
import { maskCredentials } from '../../console/users'
import { paramOf, queryOf } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import type { Db } from '../../lib/db'

const LATEST = 10
const latest = (db: Db, kind: keyof typeof INBOX_SQL) => {
  const sql = INBOX_SQL[kind]
  return rows<InboxRow>(db.prepare(`SELECT ${sql.columns} FROM ${sql.from} ORDER BY ${sql.order} LIMIT ${LATEST}`))
}
type Counts = { clients: number; active: number; inactive: number; failed_mail: number }

export const overview = new Hono<ApiEnv>()
  .get('/overview', async (c) => {
    const db = c.var.db
    const [[n], roles, inquiries, demo, trial, newsletter] = await readBatch(db, [
      rows<Counts>(
        db.prepare(
          "SELECT (SELECT COUNT(*) FROM clients) AS clients, (SELECT COUNT(*) FROM facilities WHERE active = 1) AS active, (SELECT COUNT(*) FROM facilities WHERE active = 0) AS inactive, (SELECT COUNT(*) FROM outbox WHERE status = 'failed') AS failed_mail",
        ),
      ),
      rows<{ role: Role; n: number }>(db.prepare('SELECT role, COUNT(*) AS n FROM users GROUP BY role')),
      latest(db, 'inquiries'),
      latest(db, 'demo-requests'),
      latest(db, 'trial-requests'),
      latest(db, 'newsletter'),
    ])
    const users: Record<Role, number> = { SUPERADMIN: 0, CLIENT: 0, TENANT: 0 }
    for (const row of roles) users[row.role] = row.n
    const body: AdminOverview = {
      counts: {
        clients: n!.clients,
        facilities: { active: n!.active, inactive: n!.inactive },
        users,
        failedMail: n!.failed_mail,
      },
      latest: {
        inquiries: inquiries.map(camelRow),
        demoRequests: demo.map(camelRow),
        trialRequests: trial.map(camelRow),
        newsletter: newsletter.map(camelRow),
      },
    }
    return c.json(body)
  })
  .get('/inbox/:kind', paramOf(v.object({ kind: v.picklist(INBOX_KINDS) })), queryOf(InboxQuery), async (c) => {
    const { kind } = c.req.valid('param')
    const query = c.req.valid('query')
    const byStatus = kind === 'outbox' && query.status
    const page = await listPage<InboxRow>(c.var.db, {
      ...INBOX_SQL[kind],
      where: byStatus ? 'status = ?' : '1 = 1',
      params: byStatus ? [query.status!] : [],
      page: query.page,
      limit: query.limit,
    })
    const items = page.rows
      .map(camelRow)
      .map((row) =>
        row.kind === 'credentials' && typeof row.body === 'string' ? { ...row, body: maskCredentials(row.body) } : row,
      )
    return c.json({ items, total: page.total })
  })
