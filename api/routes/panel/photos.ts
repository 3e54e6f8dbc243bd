import { type Context, Hono } from 'hono'
import * as v from 'valibot'
import { type PanelPhoto, PhotoFieldsSchema, PhotoOrderSchema } from '../../contract/listing'
import { PHOTO_WIDTHS } from '../../contract/listing-values'
import { auditStatement } from '../../panel/audit'
import { ApiFailure, notFound } from '../../lib/errors'
import { PHOTO_COLUMNS, type PhotoRow, toPanelPhoto } from '../../facilities/listing-rows'
import { type PanelScope, ownedRow, panelWriteScope } from '../../panel/scope'
import { PHOTO_MAX_BYTES, checkUpload, makeVariants, variantWidthsOf } from '../../photos/pipeline'
import { deletePhotoObjects, storeThenRecord } from '../../photos/store'
import { PHOTOS_PER_FACILITY, photoInsert } from '../../photos/record'
import { withUploadLock } from '../../photos/upload-lock'
import { limitOperatorSaves, purgeFacilityCaches } from '../../lib/cache-purge'
import { idParam, jsonBody } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import { ownFacilityForSave } from './owned-facility'

/** Room for the multipart framing and the alt texts around a 10 MB file. */
const MULTIPART_SLACK = 64 * 1024

const OWNED_PHOTO = `SELECT ${PHOTO_COLUMNS} FROM facility_photos p JOIN facilities f ON f.id = p.facility_id
  WHERE p.id = ? AND f.client_id = ?`

/** R2 keys of a photo: the original (never served) and its served variants under media/. */
export const originalKey = (key: string) => `originals/${key}`
const variantKey = (key: string, name: string) => `media/${key}-${name}`
export const variantKeys = (key: string) =>
  PHOTO_WIDTHS.flatMap((w) => [variantKey(key, `${w}.webp`), variantKey(key, `${w}.jpg`)])

const fieldIssue = (issues: v.BaseIssue<unknown>[]) =>
  new ApiFailure(
    400,
    'VALIDATION_ERROR',
    'Invalid input',
    issues.map((issue) => ({ path: v.getDotPath(issue) ?? '', message: issue.message })),
  )

const tooMany = () => new ApiFailure(409, 'CONFLICT', 'Too many photos', [{ path: 'file', message: 'tooManyPhotos' }])

/** One upload, under the company's upload lock: read, judged by its header, made into variants, stored, recorded. */
async function upload(c: Context<ApiEnv>, facilityId: number, scope: PanelScope): Promise<PanelPhoto> {
  const db = c.var.db
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'Body must be multipart/form-data', [
      { path: 'file', message: 'fileRequired' },
    ])
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0)
    throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [{ path: 'file', message: 'fileRequired' }])
  if (file.size > PHOTO_MAX_BYTES) throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', 'Photo over 10 MB')
  const fields = v.safeParse(PhotoFieldsSchema, {
    alt: form.get('alt') ?? '',
    ...(typeof form.get('altEn') === 'string' ? { altEn: form.get('altEn') } : {}),
  })
  if (!fields.success) throw fieldIssue(fields.issues)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const header = checkUpload(bytes)
  // A full facility is told before any decoding; the insert below decides for certain.
  const count = await db
    .prepare('SELECT COUNT(*) AS n FROM facility_photos WHERE facility_id = ?')
    .bind(facilityId)
    .first<{ n: number }>()
  if ((count?.n ?? 0) >= PHOTOS_PER_FACILITY) throw tooMany()
  const variants = await makeVariants(c.env.IMAGES, bytes)
  const key = `f${facilityId}/${crypto.randomUUID()}`
  // The original is kept (a better variant can be made from it later) but never served: it still has its EXIF.
  const objects = [
    { key: originalKey(key), bytes, contentType: header.format },
    ...variants.map((v) => ({ key: variantKey(key, v.name), bytes: v.bytes, contentType: v.contentType })),
  ]
  await storeThenRecord(c.env.MEDIA, objects, async () => {
    const [inserted] = await db.batch([
      photoInsert(db, {
        facilityId,
        key,
        width: header.displayWidth,
        height: header.displayHeight,
        altPl: fields.output.alt,
        altEn: fields.output.altEn ?? null,
        widths: variantWidthsOf(variants),
        userEmail: scope.user.email,
      }),
      db
        .prepare(
          `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
           SELECT ?, ?, ?, 'photo.add', 'photo', id, ? FROM facility_photos WHERE key = ?`,
        )
        .bind(scope.clientId, scope.user.userId, scope.user.email, JSON.stringify({ facilityId, key }), key),
    ])
    // Full by now: storeThenRecord deletes the objects again.
    if (!inserted?.meta.changes) throw tooMany()
  })
  const row = await db
    .prepare(`SELECT ${PHOTO_COLUMNS} FROM facility_photos p WHERE p.key = ?`)
    .bind(key)
    .first<PhotoRow>()
  const cover = await db
    .prepare('SELECT id FROM facility_photos WHERE facility_id = ? AND hidden_at IS NULL ORDER BY position, id LIMIT 1')
    .bind(facilityId)
    .first<{ id: number }>()
  return toPanelPhoto(row!, cover?.id ?? null)
}

/** Photos of one facility (issue 32, ADR 0046): upload, order (the first is the cover), delete. */
export const photos = new Hono<ApiEnv>()
  .post('/facilities/:id/photos', idParam, async (c) => {
    const facilityId = c.req.valid('param').id
    const scope = await ownFacilityForSave(c, facilityId)
    // Refused before a byte of the body is read when the declared size already says too much.
    if (Number(c.req.header('content-length') ?? 0) > PHOTO_MAX_BYTES + MULTIPART_SLACK)
      throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', 'Photo over 10 MB')
    const photo = await withUploadLock(c.var.db, scope.clientId, () => upload(c, facilityId, scope))
    await purgeFacilityCaches(c, facilityId)
    return c.json({ photo }, 201)
  })
  .put('/facilities/:id/photos/order', idParam, jsonBody(PhotoOrderSchema), async (c) => {
    const facilityId = c.req.valid('param').id
    const scope = await ownFacilityForSave(c, facilityId)
    const db = c.var.db
    const { ids } = c.req.valid('json')
    const current = await db
      .prepare('SELECT id FROM facility_photos WHERE facility_id = ? ORDER BY position, id')
      .bind(facilityId)
      .all<{ id: number }>()
    const known = new Set(current.results.map((r) => r.id))
    // Ids of another facility are unknown here; the listed ones go first, any left out keep their order after them.
    if (ids.some((id) => !known.has(id))) throw notFound()
    const order = [...new Set(ids), ...current.results.map((r) => r.id).filter((id) => !ids.includes(id))]
    await db.batch([
      // Out of the way first: positions are unique per facility (migration 0044), and a swap would collide midway.
      db.prepare('UPDATE facility_photos SET position = -1 - position WHERE facility_id = ?').bind(facilityId),
      ...order.map((id, position) =>
        db.prepare('UPDATE facility_photos SET position = ? WHERE id = ?').bind(position, id),
      ),
      auditStatement(db, scope, 'photo.order', { type: 'facility', id: facilityId }, { order }),
    ])
    await purgeFacilityCaches(c, facilityId)
    return c.json({ ids: order })
  })
  .delete('/photos/:id', idParam, async (c) => {
    const scope = await panelWriteScope(c)
    const db = c.var.db
    const id = c.req.valid('param').id
    const photo = await ownedRow<PhotoRow>(db, OWNED_PHOTO, id, scope.clientId)
    await limitOperatorSaves(c, scope.clientId)
    await db.batch([
      db.prepare('DELETE FROM facility_photos WHERE id = ?').bind(id),
      auditStatement(
        db,
        scope,
        'photo.delete',
        { type: 'photo', id },
        { facilityId: photo.facility_id, key: photo.key },
      ),
    ])
    await deletePhotoObjects(c, [originalKey(photo.key), ...variantKeys(photo.key)])
    await purgeFacilityCaches(c, photo.facility_id)
    return c.body(null, 204)
  })
