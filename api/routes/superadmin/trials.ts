import { nipHeldAs409 } from '../../registries/edits'
import { Hono } from 'hono'
import { TrialExtensionSchema, type TrialExtended } from '../../contract/trial'
import { ApiFailure, notFound } from '../../lib/errors'
import { NOW } from '../../lib/sql'
import { idParam, jsonBody } from '../../lib/validate'
import { trialEnd } from '../../trials/trial-end'
import type { ApiEnv } from '../../types'

/**
 * POST /api/superadmin/clients/:id/trial-extension {days} (issue 42): the superadmin gives a company in trial N more
 * days, counted from its end's day, or from today when it has already ended (so the panel is writable again at once),
 * to the end of that Polish day (`trialEnd`). A trial not yet activated has no end to move: 409. The end moves only
 * from the one this request read, so two extensions at once cannot both count from it (the second gets a 409).
 * Recorded in the company's audit trail with the old and new end.
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
    const from = new Date(Math.max(Date.parse(company.trial_ends_at), Date.now()))
    const trialEndsAt = trialEnd(from, days)
    const [updated] = await db.batch([
      db
        .prepare(
          `UPDATE clients SET trial_ends_at = ?, updated_at = ${NOW}
           WHERE id = ? AND plan = 'trial' AND trial_ends_at = ? RETURNING id`,
        )
        .bind(trialEndsAt, id, company.trial_ends_at),
      db
        .prepare(
          `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
           SELECT id, ?, ?, 'trial.extend', 'client', id, json_object('days', ?, 'from', ?, 'to', trial_ends_at)
           FROM clients WHERE id = ? AND changes() = 1`,
        )
        .bind(user.userId, user.email, days, company.trial_ends_at, id),
    ])
    if (updated!.results.length === 0) throw new ApiFailure(409, 'CONFLICT', 'The trial changed meanwhile')
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
