import { Hono } from 'hono'
import {
  type BulkPriceRow,
  BulkPriceSchema,
  bulkPrice,
  type PriceChange,
  UnitCreateSchema,
} from '../../contract/listing'
import { alertEvents, alertEventsOf, unitChanged } from '../../alerts/events'
import { NOW, isUniqueViolation } from '../../lib/sql'
import { auditStatement } from '../../panel/audit'
import { ApiFailure } from '../../lib/errors'
import { refreshFacilityStats } from '../../facilities/rows'
import { storedSizeLabel } from '../../facilities/listing-rows'
import { panelScope, scopeQuery } from '../../panel/scope'
import { firstPriceStatement, priceChangeStatement } from '../../panel/price-history'
import { purgeFacilityCaches } from '../../lib/cache-purge'
import { idParam, jsonBody } from '../../lib/validate'
import { langOfAcceptLanguage } from '@kernel/lang'
import type { ApiEnv } from '../../types'
import { codeTaken, refuseLookAlikeCode } from '../../panel/unit-codes'
import { ownFacility, ownFacilityForSave } from './owned-facility'
import { type UnitRow, toPanelUnit, unitSql } from './units'

/** Units an operator adds, the bulk price change and the price history (issue 32). Units are never deleted. */
export const unitEditor = new Hono<ApiEnv>()
  .post('/facilities/:id/units', idParam, jsonBody(UnitCreateSchema), async (c) => {
    const facilityId = c.req.valid('param').id
    const scope = await ownFacilityForSave(c, facilityId)
    const db = c.var.db
    const input = c.req.valid('json')
    await refuseLookAlikeCode(db, facilityId, input.code)
    // The unique index units_facility_code (facility, code without case; migration 0032) decides, also between two
    // saves at once: a read before the insert could not.
    const results = await db
      .batch([
        db
          .prepare(
            'INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly) VALUES (?, ?, ?, ?, ?, ?)',
          )
          .bind(facilityId, input.code, storedSizeLabel(input.sizeM2), input.sizeM2, input.type, input.priceMonthly),
        firstPriceStatement(db, scope, facilityId, input.code, input.priceMonthly),
        db
          .prepare(
            `INSERT INTO audit_log (client_id, user_id, user_email, action, target_type, target_id, detail)
           SELECT ?, ?, ?, 'unit.create', 'unit', id, ? FROM units WHERE facility_id = ? AND code = ?`,
          )
          .bind(
            scope.clientId,
            scope.user.userId,
            scope.user.email,
            JSON.stringify({
              facilityId,
              code: input.code,
              sizeM2: input.sizeM2,
              type: input.type,
              price: input.priceMonthly,
            }),
            facilityId,
            input.code,
          ),
        refreshFacilityStats(db, facilityId),
        db.prepare(`UPDATE facilities SET availability_updated_at = ${NOW} WHERE id = ?`).bind(facilityId),
        alertEventsOf(
          db,
          'created',
          'SELECT id AS unit_id FROM units WHERE facility_id = ? AND code = ?',
          facilityId,
          input.code,
        ),
      ])
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? codeTaken() : error
      })
    await purgeFacilityCaches(c, facilityId)
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const unit = await db
      .prepare(unitSql(lang, 'u.facility_id = ? AND u.code = ?'))
      .bind(facilityId, input.code)
      .first<UnitRow>()
    unitChanged(c, results)
    return c.json({ unit: toPanelUnit(unit!, lang) }, 201)
  })
  .post('/facilities/:id/units/prices', idParam, jsonBody(BulkPriceSchema), async (c) => {
    const facilityId = c.req.valid('param').id
    const scope = await ownFacilityForSave(c, facilityId)
    const db = c.var.db
    const input = c.req.valid('json')
    const ids = [...new Set(input.unitIds)]
    const found = await db
      .prepare(
        `SELECT id, code, price_monthly FROM units WHERE facility_id = ? AND price_monthly IS NOT NULL
         AND id IN (SELECT value FROM json_each(?)) ORDER BY size_m2, code`,
      )
      // One bound JSON array: a `?` per id passed D1's 100 parameters at 100 units (issue 41).
      .bind(facilityId, JSON.stringify(ids))
      .all<{ id: number; code: string; price_monthly: number }>()
    // A unit of another facility (or company) is as unknown here as anywhere: the whole request is refused.
    if (found.results.length !== ids.length) throw new ApiFailure(404, 'NOT_FOUND', 'Not found')
    const rows: BulkPriceRow[] = found.results.map((u) => ({
      unitId: u.id,
      code: u.code,
      oldPrice: u.price_monthly,
      newPrice: bulkPrice(u.price_monthly, input.percent),
    }))
    const changed = rows.filter((r) => r.newPrice !== r.oldPrice)
    if (!input.preview && changed.length) {
      const results = await db.batch([
        ...changed.flatMap((r) => [
          db.prepare('UPDATE units SET price_monthly = ? WHERE id = ?').bind(r.newPrice, r.unitId),
          priceChangeStatement(db, scope, { id: r.unitId, facilityId }, r.oldPrice, r.newPrice),
          auditStatement(
            db,
            scope,
            'unit.price',
            { type: 'unit', id: r.unitId },
            {
              facilityId,
              code: r.code,
              from: r.oldPrice,
              to: r.newPrice,
              bulkPercent: input.percent,
            },
          ),
        ]),
        refreshFacilityStats(db, facilityId),
        db.prepare(`UPDATE facilities SET availability_updated_at = ${NOW} WHERE id = ?`).bind(facilityId),
        ...alertEvents(
          db,
          changed.map((r) => ({
            unitId: r.unitId,
            reason: 'price' as const,
            oldPrice: r.oldPrice,
            newPrice: r.newPrice,
          })),
        ),
      ])
      await purgeFacilityCaches(c, facilityId)
      unitChanged(c, results)
    }
    return c.json({ preview: input.preview === true, percent: input.percent, items: rows })
  })
  .get('/facilities/:id/prices', idParam, scopeQuery, async (c) => {
    const scope = await panelScope(c)
    const db = c.var.db
    const facilityId = c.req.valid('param').id
    await ownFacility(c, facilityId, scope.clientId)
    const history = await db
      .prepare(
        `SELECT h.id, h.unit_id, u.code, h.old_price, h.new_price, h.user_email, h.created_at
         FROM unit_price_changes h JOIN units u ON u.id = h.unit_id WHERE h.facility_id = ? ORDER BY h.id DESC LIMIT 200`,
      )
      .bind(facilityId)
      .all<{
        id: number
        unit_id: number
        code: string
        old_price: number | null
        new_price: number
        user_email: string
        created_at: string
      }>()
    const items: PriceChange[] = history.results.map((h) => ({
      id: h.id,
      unitId: h.unit_id,
      unitCode: h.code,
      oldPrice: h.old_price,
      newPrice: h.new_price,
      userEmail: h.user_email,
      createdAt: h.created_at,
    }))
    return c.json({ items })
  })
