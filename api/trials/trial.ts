import { createMiddleware } from 'hono/factory'
import type { Db } from '../lib/db'
import { ApiFailure } from '../lib/errors'
import { NOW } from '../lib/sql'
import type { ApiEnv } from '../types'
import { trialEnd } from './trial-end'

/** A trial's length from activation (issue 42; the spec's "30-day trial"). */
export const TRIAL_DAYS = 30

/**
 * The trial starts when its owner first sets a password (the activation link, or a reset link for a lost one):
 * to the end of the Polish day 30 days from today, once. A batch statement for the same write that sets the password; it changes nothing for a
 * company not in trial or one whose trial has already started.
 */
export const startTrialStatement = (db: Db, userId: number) =>
  db
    .prepare(
      `UPDATE clients SET trial_ends_at = ?, updated_at = ${NOW}
       WHERE plan = 'trial' AND trial_ends_at IS NULL
         AND id = (SELECT client_id FROM users WHERE id = ? AND role = 'CLIENT')`,
    )
    .bind(trialEnd(new Date(), TRIAL_DAYS), userId)

/** SQL: the company `c` is in a trial that has ended. */
export const TRIAL_ENDED_SQL = `c.plan = 'trial' AND c.trial_ends_at IS NOT NULL AND c.trial_ends_at <= ${NOW}`

/**
 * Panel writes an ended trial still makes (issue 42): answering an inquiry (its stage and note) and moving a
 * reservation. Everything else that writes refuses with TRIAL_ENDED.
 */
const STILL_ALLOWED: readonly [method: string, path: RegExp][] = [
  ['PATCH', /\/panel\/inquiries\/\d+$/],
  ['POST', /\/panel\/reservations\/\d+\/actions$/],
]

export const trialEnded = () =>
  new ApiFailure(403, 'TRIAL_ENDED', 'The trial has ended: the panel is read-only except inquiries and reservations')

/**
 * The panel's one door for an ended trial: every write by the company's own users, whatever route a later change
 * adds, is refused before its handler runs, unless it answers an inquiry or moves a reservation. Reads cost no query.
 */
export const trialGate = createMiddleware<ApiEnv>(async (c, next) => {
  const user = c.get('user')
  const method = c.req.method
  if (method === 'GET' || method === 'HEAD' || user?.role !== 'CLIENT' || !user.clientId) return next()
  if (STILL_ALLOWED.some(([m, path]) => m === method && path.test(c.req.path))) return next()
  const ended = await c.var.db
    .prepare(`SELECT 1 FROM clients c WHERE c.id = ? AND ${TRIAL_ENDED_SQL}`)
    .bind(user.clientId)
    .first()
  if (ended) throw trialEnded()
  return next()
})
