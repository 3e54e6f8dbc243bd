import { Hono } from 'hono'
import { mailLanes } from '../../console/mail-lanes'
import type { MailLanes } from '../../contract/admin'
import { ApiFailure } from '../../lib/errors'
import { bulkDailyLimit } from '../../mail/lanes'
import { deliverQueued } from '../../lib/outbox'
import { idParam } from '../../lib/validate'
import type { ApiEnv } from '../../types'

/**
 * POST /api/superadmin/outbox/:id/resend — "Wyślij ponownie" on a failed mail (issue 25). The row goes back to
 * `queued` only from `failed` (one conditional UPDATE, so two presses queue it once), in the same batch as its
 * audit row, then onto the mail queue. Anything not failed: 409, nothing changes.
 */
export const outbox = new Hono<ApiEnv>()
  /** GET /api/superadmin/outbox/lanes — each mail lane's state (issue 41, ADR 0094), for the outbox page. */
  .get('/lanes', async (c) => {
    const body: MailLanes = { lanes: await mailLanes(c.var.db, bulkDailyLimit(c.env)) }
    return c.json(body)
  })
  .post('/:id/resend', idParam, async (c) => {
    const id = c.req.valid('param').id
    const user = c.get('user')!
    const db = c.var.db
    const [requeued] = await db.batch([
      db
        .prepare(
          `UPDATE outbox SET status = 'queued', updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         WHERE id = ? AND status = 'failed' RETURNING id AS outbox_id, kind AS outbox_kind`,
        )
        .bind(id),
      db
        .prepare(
          `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
         SELECT NULL, ?, ?, 'mail.resend', 'outbox', id, json_object('kind', kind, 'to', to_email)
         FROM outbox WHERE id = ? AND status = 'queued' AND changes() = 1`,
        )
        .bind(user.userId, user.email, id),
    ])
    if (!requeued?.results.length) {
      const exists = await db.prepare('SELECT 1 AS x FROM outbox WHERE id = ?').bind(id).first()
      if (!exists) throw new ApiFailure(404, 'NOT_FOUND', 'Not found')
      throw new ApiFailure(409, 'CONFLICT', 'Only a failed mail can be sent again')
    }
    deliverQueued(c, [requeued])
    return c.json({ ok: true, id })
  })
