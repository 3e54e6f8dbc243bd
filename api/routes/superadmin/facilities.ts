import { Hono } from 'hono'
import { FacilityAdminListQuery, FacilityCreateSchema, FacilityUpdateSchema } from '../../contract/admin'
import * as F from '../../lib/admin-facilities'
import { coord, facilitySearchText, insertFacility } from '../../lib/admin-facility-write'
import { plainText, upsertRichContent, upsertRichContentEn } from '../../lib/admin-rich'
import { assertClientExists } from '../../lib/admin-checks'
import { NOW, listPage, searchWhere, setClause } from '../../lib/admin-sql'
import { notFound } from '../../lib/errors'
import { refreshFacilityStats } from '../../lib/facility-rows'
import { CACHE_PURGE_HEADER } from '@kernel/names'
import { fold } from '@kernel/text'
import { readId, readJson, readQuery } from '../../lib/validate'
import type { ApiEnv } from '../../types'

/** The edge proxy drops the marketplace KV cache when a successful write carries this. */
const PURGE = [CACHE_PURGE_HEADER, 'marketplace'] as const

export const facilities = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = readQuery(c, FacilityAdminListQuery)
    const search = searchWhere(query.q, ['f.search_text', 'f.slug'], fold)
    const { rows, total } = await listPage<F.FacilityAdminRow>(c.env.DB, { from: F.FACILITY_ADMIN_FROM, columns: F.FACILITY_ADMIN_COLUMNS, ...search, order: F.FACILITY_SORT_SQL[query.sort], page: query.page, limit: query.limit })
    return c.json({ items: rows.map(F.toAdminFacility), total })
  })
  .post('/', async (c) => {
    const input = await readJson(c, FacilityCreateSchema)
    await assertClientExists(c.env.DB, input.clientId)
    const id = await insertFacility(c.env.DB, input)
    c.header(...PURGE)
    return c.json(await F.loadFacility(c.env.DB, id), 201)
  })
  .get('/:id', async (c) => c.json(await F.loadFacility(c.env.DB, readId(c))))
  .patch('/:id', async (c) => {
    const id = readId(c)
    const input = await readJson(c, FacilityUpdateSchema)
    const db = c.env.DB
    const current = await db.prepare('SELECT name, city, postal_code AS postalCode, street FROM facilities WHERE id = ?').bind(id).first<{ name: string; city: string; postalCode: string; street: string }>()
    if (!current) throw notFound()
    const searchText = facilitySearchText({ ...current, ...(input.name ? { name: input.name } : {}), ...input.location })
    const active = input.active === undefined ? undefined : Number(input.active)
    const { sets, params } = setClause(F.FACILITY_UPDATE_COLUMNS, {
      ...input, ...input.location, active, searchText, latitude: coord(input.latitude), longitude: coord(input.longitude),
      description: plainText(input.description), descriptionEn: plainText(input.descriptionEn),
    })
    // One transaction: columns, rich content and the denormalised stats move together.
    await db.batch([
      db.prepare(`UPDATE facilities SET ${[...sets, `updated_at = ${NOW}`].join(', ')} WHERE id = ?`).bind(...params, id),
      ...(input.richContent === undefined ? [] : upsertRichContent(db, id, input.richContent)),
      ...(input.richContentEn === undefined ? [] : [upsertRichContentEn(db, id, input.richContentEn)]),
      refreshFacilityStats(db, id),
    ])
    c.header(...PURGE)
    return c.json(await F.loadFacility(db, id))
  })
