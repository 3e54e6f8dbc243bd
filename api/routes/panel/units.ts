import { Hono } from 'hono'
import type { PanelFacilityUnits, PanelUnit } from '../../contract/panel'
import { UnitUpdateSchema } from '../../contract/panel'
import { auditStatement } from '../../lib/audit'
import { NOW } from '../../lib/admin-sql'
import { refreshFacilityStats } from '../../lib/facility-rows'
import { langOfAcceptLanguage } from '@kernel/lang'
import { CACHE_PURGE_HEADER, PURGE_MARKETPLACE } from '@kernel/names'
import { ownedRow, panelScope, panelWriteScope, scopeQuery } from '../../lib/panel-scope'
import { idParam, jsonBody } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import { FACILITY_COUNTS_SQL, type FacilityCountsRow, toPanelFacility } from './overview'

/** The edge proxy drops the marketplace KV cache (and so retires every cached page) when a write carries this. */
const PURGE = [CACHE_PURGE_HEADER, PURGE_MARKETPLACE] as const

type UnitRow = {
  id: number
  facility_id: number
  code: string
  size_label: string
  size_m2: number
  type_name: string
  price_monthly: number | null
  is_active: number
  is_occupied: number
}

const toPanelUnit = (r: UnitRow): PanelUnit => ({
  id: r.id,
  code: r.code,
  sizeLabel: r.size_label,
  sizeM2: r.size_m2,
  typeName: r.type_name,
  priceMonthly: r.price_monthly,
  isActive: r.is_active === 1,
  isOccupied: r.is_occupied === 1,
})

const unitSql = (
  lang: 'pl' | 'en',
  where: string,
) => `SELECT u.id, u.facility_id, u.code, u.size_label, u.size_m2, ${lang === 'en' ? 't.name_en' : 't.name_pl'} AS type_name,
    u.price_monthly, u.is_active, u.is_occupied
  FROM units u JOIN unit_types t ON t.code = u.type JOIN facilities f ON f.id = u.facility_id WHERE ${where}`

export const units = new Hono<ApiEnv>()
  .get('/facilities/:id/units', idParam, scopeQuery, async (c) => {
    const scope = await panelScope(c)
    const id = c.req.valid('param').id
    const db = c.var.db
    const facility = await ownedRow<FacilityCountsRow>(
      db,
      `${FACILITY_COUNTS_SQL} WHERE f.id = ? AND f.client_id = ? GROUP BY f.id`,
      id,
      scope.clientId,
    )
    const rows = await db
      .prepare(
        `${unitSql(langOfAcceptLanguage(c.req.header('accept-language')), 'u.facility_id = ?')} ORDER BY u.size_m2, u.code`,
      )
      .bind(id)
      .all<UnitRow>()
    const body: PanelFacilityUnits = { facility: toPanelFacility(facility), units: rows.results.map(toPanelUnit) }
    return c.json(body)
  })
  .patch('/units/:id', idParam, jsonBody(UnitUpdateSchema), async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const db = c.var.db
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const current = await ownedRow<UnitRow>(db, unitSql(lang, 'u.id = ? AND f.client_id = ?'), id, scope.clientId)
    const writes: D1PreparedStatement[] = []
    const target = { type: 'unit', id }
    if (input.isOccupied !== undefined && input.isOccupied !== (current.is_occupied === 1)) {
      writes.push(
        db.prepare('UPDATE units SET is_occupied = ? WHERE id = ?').bind(input.isOccupied ? 1 : 0, id),
        auditStatement(db, scope, 'unit.occupancy', target, {
          facilityId: current.facility_id,
          code: current.code,
          from: current.is_occupied === 1,
          to: input.isOccupied,
        }),
      )
    }
    if (input.priceMonthly !== undefined && input.priceMonthly !== current.price_monthly) {
      writes.push(
        db.prepare('UPDATE units SET price_monthly = ? WHERE id = ?').bind(input.priceMonthly, id),
        auditStatement(db, scope, 'unit.price', target, {
          facilityId: current.facility_id,
          code: current.code,
          from: current.price_monthly,
          to: input.priceMonthly,
        }),
      )
    }
    if (writes.length) {
      // One transaction: the unit, the listing's denormalised prices and counts, and the freshness line move together.
      await db.batch([
        ...writes,
        refreshFacilityStats(db, current.facility_id),
        db.prepare(`UPDATE facilities SET availability_updated_at = ${NOW} WHERE id = ?`).bind(current.facility_id),
      ])
      c.header(...PURGE)
    }
    const saved = await db.prepare(unitSql(lang, 'u.id = ?')).bind(id).first<UnitRow>()
    return c.json(toPanelUnit(saved!))
  })
