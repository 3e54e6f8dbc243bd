import { Hono } from 'hono'
import { ModerationReasonSchema } from '../../contract/listing'
import type { ModerationQueue } from '../../contract/moderation'
import { NOW } from '../../lib/sql'
import { ApiFailure, notFound } from '../../lib/errors'
import { purgeFacilityCaches } from '../../lib/cache-purge'
import { deletePhotoObjects } from '../../photos/store'
import { idParam, jsonBody } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import { variantKeys } from '../panel/photos'

type PhotoItemRow = {
  id: number
  key: string
  alt_pl: string
  user_email: string
  created_at: string
  hidden_at: string | null
  hidden_reason: string | null
  facility_id: number
  facility_name: string
  company_name: string | null
}
type DescriptionItemRow = {
  id: number
  facility_id: number
  facility_name: string
  company_name: string | null
  old_pl: string | null
  old_en: string | null
  new_pl: string | null
  new_en: string | null
  user_email: string
  created_at: string
  reverted_at: string | null
  reverted_by: string | null
  revert_reason: string | null
}

/** A superadmin action, in the company's own audit trail so the operator's history shows who overruled them. */
export const adminAudit = (
  c: { var: ApiEnv['Variables'] },
  action: string,
  target: { type: string; id: number },
  facilityId: number,
  detail: object,
) =>
  c.var.db
    .prepare(
      `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
       SELECT client_id, ?, ?, ?, ?, ?, ? FROM facilities WHERE id = ?`,
    )
    .bind(
      c.var.user!.userId,
      c.var.user!.email,
      action,
      target.type,
      target.id,
      JSON.stringify({ facilityId, ...detail }),
      facilityId,
    )

/**
 * /api/superadmin/moderation: operators' photos and description edits go live at once (issue 32); here the superadmin
 * sees the newest and can hide a photo or revert a description, always with a reason.
 */
export const moderation = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const db = c.var.db
    const [photos, descriptions] = await db.batch([
      db.prepare(
        `SELECT p.id, p.key, p.alt_pl, p.user_email, p.created_at, p.hidden_at, p.hidden_reason, f.id AS facility_id,
           f.name AS facility_name, cl.company_name FROM facility_photos p JOIN facilities f ON f.id = p.facility_id
           LEFT JOIN clients cl ON cl.id = f.client_id ORDER BY p.id DESC LIMIT 60`,
      ),
      db.prepare(
        `SELECT d.*, f.name AS facility_name, cl.company_name FROM description_changes d
           JOIN facilities f ON f.id = d.facility_id LEFT JOIN clients cl ON cl.id = f.client_id ORDER BY d.id DESC LIMIT 60`,
      ),
    ])
    const body: ModerationQueue = {
      photos: (photos!.results as PhotoItemRow[]).map((r) => ({
        id: r.id,
        thumb: `/media/${r.key}-320.jpg`,
        alt: r.alt_pl,
        facilityId: r.facility_id,
        facilityName: r.facility_name,
        companyName: r.company_name,
        userEmail: r.user_email,
        createdAt: r.created_at,
        hiddenAt: r.hidden_at,
        hiddenReason: r.hidden_reason,
      })),
      descriptions: (descriptions!.results as DescriptionItemRow[]).map((r) => ({
        id: r.id,
        facilityId: r.facility_id,
        facilityName: r.facility_name,
        companyName: r.company_name,
        old: { pl: r.old_pl, en: r.old_en },
        new: { pl: r.new_pl, en: r.new_en },
        userEmail: r.user_email,
        createdAt: r.created_at,
        revertedAt: r.reverted_at,
        revertedBy: r.reverted_by,
        revertReason: r.revert_reason,
      })),
    }
    c.header('Cache-Control', 'private, no-store')
    return c.json(body)
  })
  .post('/photos/:id/hide', idParam, jsonBody(ModerationReasonSchema), async (c) => {
    const db = c.var.db
    const id = c.req.valid('param').id
    const { reason } = c.req.valid('json')
    const photo = await db
      .prepare('SELECT id, key, facility_id, hidden_at FROM facility_photos WHERE id = ?')
      .bind(id)
      .first<{ id: number; key: string; facility_id: number; hidden_at: string | null }>()
    if (!photo) throw notFound()
    if (photo.hidden_at) throw new ApiFailure(409, 'CONFLICT', 'Already hidden')
    await db.batch([
      db.prepare(`UPDATE facility_photos SET hidden_at = ${NOW}, hidden_reason = ? WHERE id = ?`).bind(reason, id),
      adminAudit(c, 'photo.hide', { type: 'photo', id }, photo.facility_id, { reason }),
    ])
    // The served copies go at once (the original stays, for an appeal); cached pages stop naming them on purge.
    await deletePhotoObjects(c, variantKeys(photo.key))
    await purgeFacilityCaches(c, photo.facility_id)
    return c.json({ ok: true })
  })
  .post('/descriptions/:id/revert', idParam, jsonBody(ModerationReasonSchema), async (c) => {
    const db = c.var.db
    const id = c.req.valid('param').id
    const { reason } = c.req.valid('json')
    const change = await db
      .prepare('SELECT * FROM description_changes WHERE id = ?')
      .bind(id)
      .first<DescriptionItemRow>()
    if (!change) throw notFound()
    if (change.reverted_at) throw new ApiFailure(409, 'CONFLICT', 'Already reverted')
    const newer = await db
      .prepare('SELECT id FROM description_changes WHERE facility_id = ? AND id > ? AND reverted_at IS NULL')
      .bind(change.facility_id, id)
      .first()
    // Reverting an older edit under a newer one would silently drop the newer text: the newest goes first.
    if (newer) throw new ApiFailure(409, 'CONFLICT', 'A newer change exists: revert that one first')
    await db.batch([
      db
        .prepare(`UPDATE facilities SET description = ?, description_en = ?, updated_at = ${NOW} WHERE id = ?`)
        .bind(change.old_pl, change.old_en, change.facility_id),
      db
        .prepare(`UPDATE description_changes SET reverted_at = ${NOW}, reverted_by = ?, revert_reason = ? WHERE id = ?`)
        .bind(c.var.user!.email, reason, id),
      adminAudit(c, 'facility.description.revert', { type: 'facility', id: change.facility_id }, change.facility_id, {
        changeId: id,
        reason,
      }),
    ])
    // That facility's pages and what lists it (ADR 0043), as an operator's own save would: not the whole site.
    await purgeFacilityCaches(c, change.facility_id)
    return c.json({ ok: true })
  })
