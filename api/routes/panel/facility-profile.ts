import { Hono } from 'hono'
import { type FacilityProfile, FacilityProfileSchema } from '../../contract/listing'
import { NOW } from '../../lib/sql'
import { auditStatement } from '../../panel/audit'
import { parseJsonArray } from '../../facilities/rows'
import { PHOTO_COLUMNS, type PhotoRow, parseHours, toPanelPhoto } from '../../facilities/listing-rows'
import { ownedRow, panelScope, panelWriteScope, scopeQuery } from '../../panel/scope'
import { limitOperatorSaves, purgeFacilityCaches } from '../../lib/cache-purge'
import { idParam, jsonBody } from '../../lib/validate'
import type { Db } from '../../lib/db'
import type { ApiEnv } from '../../types'

type ProfileRow = {
  id: number
  name: string
  slug: string
  description: string | null
  description_en: string | null
  opening_hours: string | null
  access_hours: string | null
  features: string
  phone: string | null
  email: string | null
  website: string | null
}

const PROFILE_SQL = `SELECT f.id, f.name, f.slug, f.description, f.description_en, f.opening_hours, f.access_hours, f.features,
  f.phone, f.email, f.website FROM facilities f WHERE f.id = ? AND f.client_id = ?`

async function profileOf(db: Db, row: ProfileRow, withHidden: boolean): Promise<FacilityProfile> {
  const photos = await db
    .prepare(`SELECT ${PHOTO_COLUMNS} FROM facility_photos p WHERE p.facility_id = ? ORDER BY p.position, p.id`)
    .bind(row.id)
    .all<PhotoRow>()
  const coverId = photos.results.find((p) => p.hidden_at === null)?.id ?? null
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: { pl: row.description, en: row.description_en },
    openingHours: parseHours(row.opening_hours),
    accessHours: parseHours(row.access_hours),
    features: parseJsonArray<string>(row.features),
    contact: { phone: row.phone, email: row.email, website: row.website },
    photos: photos.results.filter((p) => withHidden || p.hidden_at === null).map((p) => toPanelPhoto(p, coverId)),
  }
}

/** GET/PATCH /api/panel/facilities/:id: the operator's own profile of one facility (issue 32). */
export const facilityProfile = new Hono<ApiEnv>()
  .get('/facilities/:id', idParam, scopeQuery, async (c) => {
    const scope = await panelScope(c)
    const row = await ownedRow<ProfileRow>(c.var.db, PROFILE_SQL, c.req.valid('param').id, scope.clientId)
    return c.json(await profileOf(c.var.db, row, true))
  })
  .patch('/facilities/:id', idParam, jsonBody(FacilityProfileSchema), async (c) => {
    const scope = await panelWriteScope(c)
    const db = c.var.db
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const current = await ownedRow<ProfileRow>(db, PROFILE_SQL, id, scope.clientId)
    await limitOperatorSaves(c, scope.clientId)
    const sets: string[] = []
    const values: unknown[] = []
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`)
      values.push(value)
    }
    const writes: D1PreparedStatement[] = []
    const target = { type: 'facility', id }
    const description = input.description
    const newPl = description?.pl ?? current.description
    const newEn = description?.en === undefined ? current.description_en : description.en
    if (description && (newPl !== current.description || newEn !== current.description_en)) {
      set('description', newPl)
      set('description_en', newEn)
      writes.push(
        db
          .prepare(
            'INSERT INTO description_changes (facility_id, old_pl, old_en, new_pl, new_en, user_email) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .bind(id, current.description, current.description_en, newPl, newEn, scope.user.email),
        auditStatement(db, scope, 'facility.description', target, {
          pl: newPl !== current.description,
          en: newEn !== current.description_en,
        }),
      )
    }
    const changed: string[] = []
    const hours = (key: 'openingHours' | 'accessHours', column: string, old: string | null) => {
      const value = input[key]
      if (value === undefined) return
      const text = value === null ? null : JSON.stringify(value)
      if (text === old) return
      set(column, text)
      changed.push(key)
    }
    hours('openingHours', 'opening_hours', current.opening_hours)
    hours('accessHours', 'access_hours', current.access_hours)
    if (input.features && JSON.stringify(input.features) !== current.features) {
      set('features', JSON.stringify(input.features))
      changed.push('features')
    }
    for (const key of ['phone', 'email', 'website'] as const) {
      const value = input.contact?.[key]
      if (value !== undefined && value !== current[key]) {
        set(key, value)
        changed.push(key)
      }
    }
    if (changed.length) writes.push(auditStatement(db, scope, 'facility.profile', target, { fields: changed }))
    if (sets.length) {
      await db.batch([
        db.prepare(`UPDATE facilities SET ${sets.join(', ')}, updated_at = ${NOW} WHERE id = ?`).bind(...values, id),
        ...writes,
      ])
      await purgeFacilityCaches(c, id)
    }
    const saved = await ownedRow<ProfileRow>(db, PROFILE_SQL, id, scope.clientId)
    return c.json(await profileOf(db, saved, true))
  })
