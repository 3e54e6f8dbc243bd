import { Hono } from 'hono'
import { FacilityAdminListQuery, FacilityCreateSchema, FacilityUpdateSchema } from '../../contract/admin'
import * as F from '../../console/facilities'
import { coord, facilitySearchText, insertFacility } from '../../console/facility-write'
import { plainText, upsertRichContent, upsertRichContentEn } from '../../console/rich'
import { assertClientExists } from '../../console/checks'
import { NOW, listPage, searchWhere, setClause } from '../../lib/sql'
import { ApiFailure, notFound } from '../../lib/errors'
import { refreshFacilityStats } from '../../facilities/rows'
import { purgeAllMarketplace } from '../../lib/cache-purge'
import { fold } from '@kernel/text'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import { ADMIN_MESSAGES } from '../../contract/admin-messages'

/** The edge proxy drops the marketplace KV cache when a successful write carries this. */

const UNPUBLISHED = ADMIN_MESSAGES.unpublished

export const facilities = new Hono<ApiEnv>()
  .get('/', queryOf(FacilityAdminListQuery), async (c) => {
    const query = c.req.valid('query')
    const search = searchWhere(query.q, ['f.search_text', 'f.slug'], fold)
    const { rows, total } = await listPage<F.FacilityAdminRow>(c.var.db, {
      from: F.FACILITY_ADMIN_FROM,
      columns: F.FACILITY_ADMIN_COLUMNS,
      ...search,
      order: F.FACILITY_SORT_SQL[query.sort],
      page: query.page,
      limit: query.limit,
    })
    return c.json({ items: rows.map(F.toAdminFacility), total })
  })
  .post('/', jsonBody(FacilityCreateSchema), async (c) => {
    const input = c.req.valid('json')
    await assertClientExists(c.var.db, input.clientId)
    const id = await insertFacility(c.var.db, input)
    purgeAllMarketplace(c)
    return c.json(await F.loadFacility(c.var.db, id), 201)
  })
  .get('/:id', idParam, async (c) => c.json(await F.loadFacility(c.var.db, c.req.valid('param').id)))
  .patch('/:id', idParam, jsonBody(FacilityUpdateSchema), async (c) => {
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const db = c.var.db
    const current = await db
      .prepare('SELECT name, city, postal_code AS postalCode, street, publication FROM facilities WHERE id = ?')
      .bind(id)
      .first<{ name: string; city: string; postalCode: string; street: string; publication: string }>()
    if (!current) throw notFound()
    // Only the publication queue publishes an operator's draft (issue 42); the trigger of migration 0045 would refuse the
    // write anyway, as a 500.
    if (input.active === true && current.publication !== 'published')
      throw new ApiFailure(400, 'VALIDATION_ERROR', 'Invalid input', [{ path: 'active', message: UNPUBLISHED }])
    const searchText = facilitySearchText({
      ...current,
      ...(input.name ? { name: input.name } : {}),
      ...input.location,
    })
    const active = input.active === undefined ? undefined : Number(input.active)
    const promoted = input.promoted === undefined ? undefined : Number(input.promoted)
    const { sets, params } = setClause(F.FACILITY_UPDATE_COLUMNS, {
      ...input,
      ...input.location,
      active,
      promoted,
      searchText,
      latitude: coord(input.latitude),
      longitude: coord(input.longitude),
      description: plainText(input.description),
      descriptionEn: plainText(input.descriptionEn),
    })
    // One transaction: columns, rich content and the denormalised stats move together.
    await db.batch([
      db
        .prepare(`UPDATE facilities SET ${[...sets, `updated_at = ${NOW}`].join(', ')} WHERE id = ?`)
        .bind(...params, id),
      ...(input.richContent === undefined ? [] : upsertRichContent(db, id, input.richContent)),
      ...(input.richContentEn === undefined ? [] : [upsertRichContentEn(db, id, input.richContentEn)]),
      refreshFacilityStats(db, id),
    ])
    purgeAllMarketplace(c)
    return c.json(await F.loadFacility(db, id))
  })
