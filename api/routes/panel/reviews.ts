import { Hono } from 'hono'
import * as v from 'valibot'
import type { ListResponse } from '../../contract/common'
import { type PanelReview, ReviewReplySchema, ReviewReportSchema } from '../../contract/reviews'
import { limitOperatorSaves, purgeFacilityCaches } from '../../lib/cache-purge'
import { ApiFailure } from '../../lib/errors'
import { NOW } from '../../lib/sql'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import { auditStatement } from '../../panel/audit'
import { ownedRow, panelScope, panelWriteScope } from '../../panel/scope'
import { REVIEW_SELECT, type ReviewRow, toPanelReview } from '../../reviews/rows'
import type { ApiEnv } from '../../types'

const OWNED_SQL = `${REVIEW_SELECT} WHERE v.id = ? AND f.client_id = ?`
const LIST_MAX = 200

/**
 * The operator's reviews (issue 43): every review of the company's facilities, newest first; one public reply per
 * review, and a report to the superadmin on a published ground. The operator can neither edit nor hide a review.
 */
export const panelReviews = new Hono<ApiEnv>()
  .get('/reviews', queryOf(v.object({ clientId: v.optional(v.string()) })), async (c) => {
    const scope = await panelScope(c)
    const rows = await c.var.db
      .prepare(`${REVIEW_SELECT} WHERE f.client_id = ? ORDER BY v.created_at DESC, v.id DESC LIMIT ${LIST_MAX}`)
      .bind(scope.clientId)
      .all<ReviewRow>()
    const body: ListResponse<PanelReview> = { items: rows.results.map(toPanelReview), total: rows.results.length }
    return c.json(body)
  })
  .post('/reviews/:id/reply', idParam, jsonBody(ReviewReplySchema), async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const db = c.var.db
    const row = await ownedRow<ReviewRow>(db, OWNED_SQL, id, scope.clientId)
    await limitOperatorSaves(c, scope.clientId)
    const { reply } = c.req.valid('json')
    // Once: the condition is in the write, so two replies at once leave the first.
    const [saved] = await db.batch([
      db.prepare(`UPDATE reviews SET reply = ?, reply_at = ${NOW} WHERE id = ? AND reply IS NULL`).bind(reply, id),
      auditStatement(db, scope, 'review.reply', { type: 'review', id }, { facilityId: row.facility_id }),
    ])
    if ((saved?.meta.changes ?? 0) !== 1) throw new ApiFailure(409, 'CONFLICT', 'Already replied')
    await purgeFacilityCaches(c, row.facility_id)
    return c.json(toPanelReview(await ownedRow<ReviewRow>(db, OWNED_SQL, id, scope.clientId)))
  })
  .post('/reviews/:id/report', idParam, jsonBody(ReviewReportSchema), async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const db = c.var.db
    await ownedRow<ReviewRow>(db, OWNED_SQL, id, scope.clientId)
    const { ground, note } = c.req.valid('json')
    // One open report at a time; a review the superadmin has already judged is not reported again.
    const [saved] = await db.batch([
      db
        .prepare(
          `UPDATE reviews SET report_ground = ?, report_note = ?, reported_at = ${NOW}
           WHERE id = ? AND reported_at IS NULL AND moderated_at IS NULL`,
        )
        .bind(ground, note, id),
      auditStatement(db, scope, 'review.report', { type: 'review', id }, { ground }),
    ])
    if ((saved?.meta.changes ?? 0) !== 1) throw new ApiFailure(409, 'CONFLICT', 'Already reported')
    return c.json(toPanelReview(await ownedRow<ReviewRow>(db, OWNED_SQL, id, scope.clientId)))
  })
