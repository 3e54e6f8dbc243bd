import { Hono } from 'hono'
import { UnitEditSchema } from '../../contract/listing'
import type { UnitState, UnitType } from '../../contract/marketplace-values'
import type { ReservationStatus } from '../../contract/reservation-values'
import type { PanelFacilityUnits, PanelUnit } from '../../contract/panel'
import { alertEvents, unitChanged } from '../../alerts/events'
import type { UnitChange } from '../../alerts/match'
import { auditStatement } from '../../panel/audit'
import { limitOperatorSaves, purgeFacilityCaches } from '../../lib/cache-purge'
import { NOW } from '../../lib/sql'
import { changedOne, isGuardAbort } from '../../lib/batch-guard'
import { ApiFailure } from '../../lib/errors'
import { unitHeldSql, unitHoldColumns, unitStateSql } from '../../reservations/availability'
import { refreshFacilityStats } from '../../facilities/rows'
import { sizeLabel } from '../../facilities/size-label'
import { storedSizeLabel } from '../../facilities/listing-rows'
import { type Lang, langOfAcceptLanguage } from '@kernel/lang'
import { ownedRow, panelScope, panelWriteScope, scopeQuery } from '../../panel/scope'
import { priceChangeStatement } from '../../panel/price-history'
import { idParam, jsonBody } from '../../lib/validate'
import type { ApiEnv } from '../../types'
import { FACILITY_COUNTS_SQL, type FacilityCountsRow, toPanelFacility } from './overview'

export type UnitRow = {
  id: number
  facility_id: number
  code: string
  size_label: string
  size_m2: number
  type: string
  type_name: string
  price_monthly: number | null
  is_active: number
  is_occupied: number
  state: UnitState
  hold_id: number | null
  hold_code: string | null
  hold_status: ReservationStatus | null
  hold_until: string | null
}

export const toPanelUnit = (r: UnitRow, lang: Lang): PanelUnit => ({
  id: r.id,
  code: r.code,
  sizeLabel: sizeLabel(r.size_label, r.size_m2, lang),
  sizeM2: r.size_m2,
  type: r.type as UnitType,
  typeName: r.type_name,
  priceMonthly: r.price_monthly,
  isActive: r.is_active === 1,
  isOccupied: r.is_occupied === 1,
  state: r.state,
  hold:
    r.hold_id && r.hold_code && r.hold_status && r.hold_until
      ? { reservationId: r.hold_id, code: r.hold_code, status: r.hold_status, holdUntil: r.hold_until }
      : null,
})

export const unitSql = (
  lang: 'pl' | 'en',
  where: string,
) => `SELECT u.id, u.facility_id, u.code, u.size_label, u.size_m2, u.type, ${lang === 'en' ? 't.name_en' : 't.name_pl'} AS type_name,
    u.price_monthly, u.is_active, u.is_occupied, ${unitStateSql()} AS state, ${unitHoldColumns()}
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
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const rows = await db
      .prepare(`${unitSql(lang, 'u.facility_id = ?')} ORDER BY u.size_m2, u.code`)
      .bind(id)
      .all<UnitRow>()
    const body: PanelFacilityUnits = {
      facility: toPanelFacility(facility),
      units: rows.results.map((row) => toPanelUnit(row, lang)),
    }
    return c.json(body)
  })
  .patch('/units/:id', idParam, jsonBody(UnitEditSchema), async (c) => {
    const scope = await panelWriteScope(c)
    await limitOperatorSaves(c, scope.clientId)
    const id = c.req.valid('param').id
    const input = c.req.valid('json')
    const db = c.var.db
    const lang = langOfAcceptLanguage(c.req.header('accept-language'))
    const current = await ownedRow<UnitRow>(db, unitSql(lang, 'u.id = ? AND f.client_id = ?'), id, scope.clientId)
    const writes: D1PreparedStatement[] = []
    const target = { type: 'unit', id }
    const detail = { facilityId: current.facility_id, code: current.code }
    const occupying = input.isOccupied === true && current.is_occupied === 0
    // A held unit is promised to a renter: the request changes nothing, and the panel offers the reservation's move.
    if (occupying && current.hold_code) throw unitHeld(current.hold_code)
    if (input.isOccupied !== undefined && input.isOccupied !== (current.is_occupied === 1)) {
      writes.push(
        // A hold made after the read above: the write's own condition sees it, and the guard undoes the batch.
        ...(occupying
          ? [
              db.prepare(`UPDATE units SET is_occupied = 1 WHERE id = ? AND NOT ${unitHeldSql('units')}`).bind(id),
              changedOne(db),
            ]
          : [db.prepare('UPDATE units SET is_occupied = 0 WHERE id = ?').bind(id)]),
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
        priceChangeStatement(
          db,
          scope,
          { id, facilityId: current.facility_id },
          current.price_monthly,
          input.priceMonthly,
        ),
        auditStatement(db, scope, 'unit.price', target, {
          ...detail,
          from: current.price_monthly,
          to: input.priceMonthly,
        }),
      )
    }
    if (input.isActive !== undefined && input.isActive !== (current.is_active === 1)) {
      writes.push(
        db.prepare('UPDATE units SET is_active = ? WHERE id = ?').bind(input.isActive ? 1 : 0, id),
        auditStatement(db, scope, 'unit.active', target, {
          ...detail,
          from: current.is_active === 1,
          to: input.isActive,
        }),
      )
    }
    const sizeChanged = input.sizeM2 !== undefined && input.sizeM2 !== current.size_m2
    const typeChanged = input.type !== undefined && input.type !== current.type
    if (sizeChanged || typeChanged) {
      const size = input.sizeM2 ?? current.size_m2
      const type = input.type ?? current.type
      writes.push(
        db
          .prepare('UPDATE units SET size_m2 = ?, size_label = ?, type = ? WHERE id = ?')
          .bind(size, storedSizeLabel(size), type, id),
        auditStatement(db, scope, 'unit.edit', target, {
          ...detail,
          from: { sizeM2: current.size_m2, type: current.type },
          to: { sizeM2: size, type },
        }),
      )
    }
    if (writes.length) {
      // One transaction: the unit, the listing's denormalised prices and counts, and the freshness line move together.
      const results = await db
        .batch([
          ...writes,
          refreshFacilityStats(db, current.facility_id),
          db.prepare(`UPDATE facilities SET availability_updated_at = ${NOW} WHERE id = ?`).bind(current.facility_id),
          ...alertEvents(db, alertTriggers(current, input)),
        ])
        .catch(async (error: unknown) => {
          if (!isGuardAbort(error)) throw error
          const hold = await db.prepare(unitSql(lang, 'u.id = ?')).bind(id).first<UnitRow>()
          throw hold?.hold_code ? unitHeld(hold.hold_code) : new ApiFailure(409, 'CONFLICT', 'Unit changed')
        })
      await purgeFacilityCaches(c, current.facility_id)
      unitChanged(c, results)
    }
    const saved = await db.prepare(unitSql(lang, 'u.id = ?')).bind(id).first<UnitRow>()
    return c.json(toPanelUnit(saved!, lang))
  })

const unitHeld = (reservationCode: string) =>
  new ApiFailure(409, 'UNIT_HELD', 'Unit held by a reservation', undefined, undefined, { reservationCode })

/** Saved-search alerts (issue 27): a unit freed or re-activated is available again; a new price may be a cut. */
function alertTriggers(
  current: UnitRow,
  input: { isOccupied?: boolean; isActive?: boolean; priceMonthly?: number },
): UnitChange[] {
  const changes: UnitChange[] = []
  const freed = input.isOccupied === false && current.is_occupied === 1
  const reactivated = input.isActive === true && current.is_active === 0
  if (freed || reactivated) changes.push({ unitId: current.id, reason: 'freed' })
  else if (input.priceMonthly !== undefined && input.priceMonthly !== current.price_monthly)
    changes.push({ unitId: current.id, reason: 'price', oldPrice: current.price_monthly, newPrice: input.priceMonthly })
  return changes
}
