import { nipHeldAs409 } from '../../registries/edits'
import { Hono } from 'hono'
import { TrialExtensionSchema, type TrialExtended } from '../../contract/trial'
import { ApiFailure, notFound } from '../../lib/errors'
import { NOW } from '../../lib/sql'
import { idParam, jsonBody } from '../../lib/validate'
import type { ApiEnv } from '../../types'

/**
 * POST /api/superadmin/clients/:id/trial-extension {days} (issue 42): the superadmin gives a company in trial N more
 * days, counted from its end, or from now when it has already ended (so the panel is writable again at once). A
 * trial not yet activated has no end to move: 409. Recorded in the company's audit trail with the old and new end.
 */
export const trials = new Hono<ApiEnv>()
  .post('/:id/trial-extension', idParam, jsonBody(TrialExtensionSchema), async (c) => {
    const id = c.req.valid('param').id
    const { days } = c.req.valid('json')
    const db = c.var.db
    const company = await db
      .prepare('SELECT plan, trial_ends_at FROM clients WHERE id = ?')
      .bind(id)
      .first<{ plan: string; trial_ends_at: string | null }>()
    if (!company) throw notFound()
    if (company.plan !== 'trial' || !company.trial_ends_at)
      throw new ApiFailure(409, 'CONFLICT', 'Not in an activated trial')
    const user = c.var.user!
    const [updated] = await db.batch([
      db
        .prepare(
          `UPDATE clients SET trial_ends_at = strftime('%Y-%m-%dT%H:%M:%fZ', MAX(trial_ends_at, ${NOW}), ?), updated_at = ${NOW}
           WHERE id = ? AND plan = 'trial' RETURNING trial_ends_at`,
        )
        .bind(`+${days} days`, id),
      db
        .prepare(
          `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
           SELECT id, ?, ?, 'trial.extend', 'client', id, json_object('days', ?, 'from', ?, 'to', trial_ends_at)
           FROM clients WHERE id = ?`,
        )
        .bind(user.userId, user.email, days, company.trial_ends_at, id),
    ])
    const trialEndsAt = (updated!.results[0] as { trial_ends_at: string }).trial_ends_at
    return c.json({ trialEndsAt } satisfies TrialExtended)
  })
  /**
   * POST /api/superadmin/clients/:id/paying (issue 42): the company pays (the contract is signed outside the site), so
   * its trial ends for good: the panel is writable whatever the trial's end was, and no reminder goes out. Recorded
   * in its audit trail with the trial's end as it stood. Only from a trial: 409 otherwise (nothing to change).
   */
  .post('/:id/paying', idParam, async (c) => {
    const id = c.req.valid('param').id
    const db = c.var.db
    const user = c.var.user!
    const [audit, updated] = await nipHeldAs409(
      db.batch([
        // Written first, while the row still says 'trial': the trail records the end the trial had.
        db
          .prepare(
            `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
           SELECT id, ?, ?, 'trial.convert', 'client', id, json_object('trialEndsAt', trial_ends_at)
           FROM clients WHERE id = ? AND plan = 'trial'`,
          )
          .bind(user.userId, user.email, id),
        db.prepare(`UPDATE clients SET plan = 'active', updated_at = ${NOW} WHERE id = ? AND plan = 'trial'`).bind(id),
      ]),
    )
    if (updated!.meta.changes === 0 || audit!.meta.changes === 0) {
      const exists = await db.prepare('SELECT 1 FROM clients WHERE id = ?').bind(id).first()
      if (!exists) throw notFound()
      throw new ApiFailure(409, 'CONFLICT', 'Not in a trial')
    }
    return c.json({ plan: 'active' as const })
  })
