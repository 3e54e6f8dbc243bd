import { Hono } from 'hono'
import type { ListResponse } from '../../contract/common'
import { type AdminReview, ReviewModerationSchema } from '../../contract/reviews'
import { purgeFacilityCaches } from '../../lib/cache-purge'
import { ApiFailure, notFound } from '../../lib/errors'
import { NOW } from '../../lib/sql'
import { idParam, jsonBody } from '../../lib/validate'
import { type ReviewRow, toPanelReview } from '../../reviews/rows'
import type { ApiEnv } from '../../types'
import { adminAudit } from './moderation'

const SELECT = `SELECT v.*, f.name AS facility_name, f.slug AS facility_slug, cl.company_name
  FROM reviews v JOIN facilities f ON f.id = v.facility_id LEFT JOIN clients cl ON cl.id = f.client_id`

const toAdminReview = (r: ReviewRow): AdminReview => ({ ...toPanelReview(r), companyName: r.company_name ?? null })

/**
 * /api/superadmin/reviews (issue 43): the reported reviews, open reports first. The superadmin removes one only on a
 * published ground (personal data, insults, not about the stay: the schema allows no other), or keeps it; a review
 * is never removed for being negative, and never without a report to answer.
 */
export const adminReviews = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const rows = await c.var.db
      .prepare(
        `${SELECT} WHERE v.reported_at IS NOT NULL ORDER BY v.moderated_at IS NOT NULL, v.reported_at DESC LIMIT 200`,
      )
      .all<ReviewRow>()
    c.header('Cache-Control', 'private, no-store')
    return c.json({
      items: rows.results.map(toAdminReview),
      total: rows.results.length,
    } satisfies ListResponse<AdminReview>)
  })
  .post('/:id/moderate', idParam, jsonBody(ReviewModerationSchema), async (c) => {
    const db = c.var.db
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const review = await db
      .prepare('SELECT id, facility_id, reported_at, moderated_at FROM reviews WHERE id = ?')
      .bind(id)
      .first<{ id: number; facility_id: number; reported_at: string | null; moderated_at: string | null }>()
    if (!review) throw notFound()
    if (!review.reported_at || review.moderated_at) throw new ApiFailure(409, 'CONFLICT', 'No open report')
    const ground = input.decision === 'removed' ? input.ground : null
    const [saved] = await db.batch([
      db
        .prepare(
          `UPDATE reviews SET moderation = ?1, moderation_ground = ?2, moderated_at = ${NOW},
             status = CASE WHEN ?1 = 'removed' THEN 'removed' ELSE status END
           WHERE id = ?3 AND moderated_at IS NULL RETURNING id`,
        )
        .bind(input.decision, ground, id),
      adminAudit(
        c,
        `review.${input.decision === 'removed' ? 'remove' : 'keep'}`,
        { type: 'review', id },
        review.facility_id,
        {
          ground,
        },
      ),
    ])
    // RETURNING, not meta.changes: D1 counts the rows the score trigger rewrites too.
    if ((saved?.results.length ?? 0) !== 1) throw new ApiFailure(409, 'CONFLICT', 'No open report')
    // A removal changes the score and the count at once (migration 0050's trigger); the pages follow.
    if (input.decision === 'removed') await purgeFacilityCaches(c, review.facility_id)
    const row = await db.prepare(`${SELECT} WHERE v.id = ?`).bind(id).first<ReviewRow>()
    return c.json(toAdminReview(row!))
  })
