import { Hono } from 'hono'
import {
  ACTION_MOVES,
  PanelReservationsQuery,
  ReservationActionSchema,
  ReservationWindowSchema,
  type PanelReservation,
} from '../../contract/reservations'
import type { ListResponse } from '../../contract/common'
import { auditStatement } from '../../panel/audit'
import { ApiFailure } from '../../lib/errors'
import { deliverQueued } from '../../lib/outbox'
import { csvDownload } from '../../panel/csv'
import { ownedRow, panelScope, panelWriteScope, scopeQuery } from '../../panel/scope'
import { renterStatusMail } from '../../reservations/mail'
import { listPage } from '../../lib/sql'
import {
  type EventRow,
  RESERVATION_COLUMNS,
  RESERVATION_FROM,
  RESERVATION_SELECT,
  type ReservationRow,
  toEvent,
  toPanelReservation,
} from '../../reservations/rows'
import { commitTransition } from '../../reservations/transition'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import { limitOperatorSaves, purgeFacilityCaches } from '../../lib/cache-purge'
import { whereAll } from '../../lib/sql-where'
import type { ApiEnv } from '../../types'

const EXPORT_MAX = 10_000

type Filters = { status?: string; facilityId?: number }
// The company's condition always comes first: a filter only narrows the company's own rows.
const listWhere = (clientId: number, query: Filters) =>
  whereAll([
    ['f.client_id = ?', clientId],
    ['r.status = ?', query.status],
    ['r.facility_id = ?', query.facilityId],
  ])

const DETAIL_SQL = `${RESERVATION_SELECT} WHERE r.id = ? AND f.client_id = ?`

async function detail(db: ApiEnv['Variables']['db'], id: number, clientId: number): Promise<PanelReservation> {
  const row = await ownedRow<ReservationRow>(db, DETAIL_SQL, id, clientId)
  const events = await db
    .prepare('SELECT * FROM reservation_events WHERE reservation_id = ? ORDER BY id')
    .bind(id)
    .all<EventRow>()
  return { ...toPanelReservation(row), events: events.results.map(toEvent) }
}

/**
 * The operator's reservations (issue 26), always through the caller's company: another company's id is the same
 * 404 as a missing one (ADR 0024). Every action mails the renter and leaves an audit row in the same transaction.
 */
export const reservations = new Hono<ApiEnv>()
  .get('/reservations', queryOf(PanelReservationsQuery), async (c) => {
    const scope = await panelScope(c)
    const query = c.req.valid('query')
    const { where, params } = listWhere(scope.clientId, query)
    // A page at a time with the true count, like the inquiries list.
    const page = await listPage<ReservationRow>(c.var.db, {
      from: RESERVATION_FROM,
      columns: RESERVATION_COLUMNS,
      where,
      params,
      order: 'r.id DESC',
      page: query.page,
      limit: query.limit,
    })
    const body: ListResponse<PanelReservation> = {
      items: page.rows.map((r) => toPanelReservation(r)),
      total: page.total,
    }
    return c.json(body)
  })
  // Registered before /reservations/:id so "export.csv" is never read as an id.
  .get('/reservations/export.csv', queryOf(PanelReservationsQuery), async (c) => {
    const scope = await panelScope(c)
    const query = c.req.valid('query')
    const { where, params } = listWhere(scope.clientId, query)
    const db = c.var.db
    const rows = await db
      .prepare(`${RESERVATION_SELECT} WHERE ${where} ORDER BY r.id DESC LIMIT ${EXPORT_MAX}`)
      .bind(...params)
      .all<ReservationRow>()
    // Renters' personal data leaves the system here: the export is an audited action, like the inquiries'.
    await auditStatement(
      db,
      scope,
      'reservation.export',
      { type: 'reservation', id: null },
      { rows: rows.results.length, status: query.status ?? null, facilityId: query.facilityId ?? null },
    ).run()
    const header = [
      'code',
      'created_at',
      'status',
      'facility',
      'unit',
      'price_monthly_net',
      'move_in_date',
      'hold_until',
      'name',
      'email',
      'phone',
      'message',
      // Empty unless the renter had their data erased (ADR 0090): the blank name, e-mail and phone are explained.
      'erased_at',
    ]
    const cells = rows.results.map((r) => [
      r.code,
      r.created_at,
      r.status,
      r.facility_name,
      r.unit_code,
      r.price_monthly,
      r.move_in_date,
      r.hold_until,
      r.name,
      r.email,
      r.phone,
      r.message,
      r.erased_at,
    ])
    return csvDownload(c, 'rezerwacje', header, cells)
  })
  .get('/reservations/:id', idParam, scopeQuery, async (c) => {
    const scope = await panelScope(c)
    return c.json(await detail(c.var.db, c.req.valid('param').id, scope.clientId))
  })
  .post('/reservations/:id/actions', idParam, jsonBody(ReservationActionSchema), async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const { action, reason } = c.req.valid('json')
    const db = c.var.db
    const row = await ownedRow<ReservationRow>(db, DETAIL_SQL, id, scope.clientId)
    const move = ACTION_MOVES[action]
    if (!move.from.includes(row.status)) throw new ApiFailure(409, 'CONFLICT', 'Not allowed from this status')
    const change = { to: move.to, actor: 'operator' as const, userEmail: scope.user.email, reason: reason || null }
    const results = await commitTransition(c, row, change, [
      auditStatement(
        db,
        scope,
        'reservation.status',
        { type: 'reservation', id },
        { code: row.code, from: row.status, to: move.to, reason: reason || null },
      ),
      await renterStatusMail(db, c.env.SESSION_SECRET, row, move.to, reason || null),
    ])
    deliverQueued(c, results)
    await purgeFacilityCaches(c, row.facility_id)
    return c.json(await detail(db, id, scope.clientId))
  })
  .patch('/facilities/:id/reservation-window', idParam, jsonBody(ReservationWindowSchema), async (c) => {
    const scope = await panelWriteScope(c)
    const id = c.req.valid('param').id
    const { days } = c.req.valid('json')
    const db = c.var.db
    const facility = await ownedRow<{ id: number; days: number }>(
      db,
      'SELECT id, reservation_window_days AS days FROM facilities WHERE id = ? AND client_id = ?',
      id,
      scope.clientId,
    )
    if (facility.days !== days) {
      await limitOperatorSaves(c, scope.clientId)
      await db.batch([
        db.prepare('UPDATE facilities SET reservation_window_days = ? WHERE id = ?').bind(days, id),
        auditStatement(db, scope, 'reservation.window', { type: 'facility', id }, { from: facility.days, to: days }),
      ])
      await purgeFacilityCaches(c, id)
    }
    return c.json({ id, reservationWindowDays: days })
  })
