import { nipHeldAs409 } from '../../registries/edits'
import { Hono } from 'hono'
import * as v from 'valibot'
import { VERIFICATION_STATUSES, VerificationCheckSchema, VerificationDecisionSchema } from '../../contract/verification'
import { purgeAllMarketplace } from '../../lib/cache-purge'
import { notFound } from '../../lib/errors'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import { registriesFrom } from '../../registries/config'
import { companyVerification } from '../../registries/evidence'
import { checkCompany } from '../../registries/run'
import type { ApiEnv } from '../../types'

const ListQuery = v.object({
  /** `flagged`: verified companies that stopped passing, whatever their status now. */
  status: v.optional(v.picklist([...VERIFICATION_STATUSES, 'flagged']), 'needs_review'),
})

type ListRow = {
  id: number
  company_name: string | null
  nip: string | null
  verification_status: (typeof VERIFICATION_STATUSES)[number]
  verified_at: string | null
  verification_flagged_at: string | null
  checked_at: string | null
}

/**
 * /api/superadmin/verification (issue 42): companies by verification status (default: needs review), one company's
 * evidence, a new check, and the superadmin's decision after reading it: verified or refused, with a reason, in the
 * company's audit trail. A decision clears the flag.
 */
export const verification = new Hono<ApiEnv>()
  .get('/', queryOf(ListQuery), async (c) => {
    const { status } = c.req.valid('query')
    const where =
      status === 'flagged' ? 'c.verification_flagged_at IS NOT NULL' : 'c.verification_status = ? AND c.nip IS NOT NULL'
    const statement = c.var.db.prepare(
      `SELECT c.id, c.company_name, c.nip, c.verification_status, c.verified_at, c.verification_flagged_at,
         (SELECT MAX(k.checked_at) FROM company_checks k WHERE k.client_id = c.id) AS checked_at
       FROM clients c WHERE ${where} ORDER BY c.verification_flagged_at IS NULL, c.company_name, c.id LIMIT 500`,
    )
    const { results } = await (status === 'flagged' ? statement : statement.bind(status)).all<ListRow>()
    return c.json({
      items: results.map((row) => ({
        clientId: row.id,
        companyName: row.company_name,
        nip: row.nip,
        status: row.verification_status,
        verifiedAt: row.verified_at,
        flaggedAt: row.verification_flagged_at,
        checkedAt: row.checked_at,
      })),
    })
  })
  .get('/:id', idParam, async (c) => {
    const id = c.req.valid('param').id
    const state = await companyVerification(c.var.db, id)
    if (!state) throw notFound()
    const company = await c.var.db
      .prepare('SELECT company_name FROM clients WHERE id = ?')
      .bind(id)
      .first<{ company_name: string | null }>()
    return c.json({ ...state, companyName: company?.company_name ?? null })
  })
  .post('/:id/check', idParam, jsonBody(VerificationCheckSchema), async (c) => {
    const id = c.req.valid('param').id
    const recorded = await checkCompany(c.var.db, registriesFrom(c.env), id)
    if (!recorded) throw notFound()
    if (recorded.status !== recorded.previous) purgeAllMarketplace(c)
    return c.json((await companyVerification(c.var.db, id))!)
  })
  .post('/:id/decision', idParam, jsonBody(VerificationDecisionSchema), async (c) => {
    const id = c.req.valid('param').id
    const { status, reason } = c.req.valid('json')
    const user = c.var.user!
    const at = new Date().toISOString()
    const decision = JSON.stringify({ status, reason, by: user.email, at })
    const db = c.var.db
    const [updated] = await nipHeldAs409(
      db.batch([
        // "Verified" dates the badge by the check the superadmin read; "refused" keeps the last passing date.
        db
          .prepare(
            `UPDATE clients SET verification_status = ?2, verification_decision = ?3, verification_flagged_at = NULL,
             verified_at = CASE WHEN ?2 = 'verified'
               THEN COALESCE((SELECT MAX(checked_at) FROM company_checks WHERE client_id = ?1), verified_at) ELSE verified_at END
           WHERE id = ?1 RETURNING id`,
          )
          .bind(id, status, decision),
        db
          .prepare(
            `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
           SELECT id, ?2, ?3, 'company.verification.decision', 'client', id, ?4 FROM clients WHERE id = ?1`,
          )
          .bind(id, user.userId, user.email, JSON.stringify({ status, reason })),
      ]),
    )
    if (!updated?.results.length) throw notFound()
    purgeAllMarketplace(c)
    return c.json((await companyVerification(db, id))!)
  })
