import { Hono } from 'hono'
import * as v from 'valibot'
import { businessToday } from '@kernel/calendar-date'
import {
  type AdminAction,
  AdminReservationActionSchema,
  type PanelReservation,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from '../../contract/reservations'
import type { ListResponse } from '../../contract/common'
import {
  type EventRow,
  RESERVATION_SELECT,
  type ReservationRow,
  isActive,
  toEvent,
  toPanelReservation,
} from '../../reservations/rows'
import {
  type OperatorRecipient,
  operatorNoticeMails,
  operatorRecipients,
  renterStatusMail,
} from '../../reservations/mail'
import { commitTransition } from '../../reservations/transition'
import { auditStatement } from '../../panel/audit'
import { purgeFacilityCaches } from '../../lib/cache-purge'
import type { Db } from '../../lib/db'
import { ApiFailure, notFound } from '../../lib/errors'
import { deliverQueued } from '../../lib/outbox'
import { idParam, jsonBody, queryOf } from '../../lib/validate'
import { whereAll } from '../../lib/sql-where'
import type { ApiEnv } from '../../types'

const LIMIT = 200
const SELECT_WITH_COMPANY = `${RESERVATION_SELECT.replace(' FROM reservations r', ', cl.company_name FROM reservations r')}
  JOIN clients cl ON cl.id = f.client_id`

async function withEvents(db: Db, rows: ReservationRow[]): Promise<PanelReservation[]> {
  const ids = rows.map((r) => r.id)
  const events = ids.length
    ? await db
        // One bound JSON array, not one `?` per id: D1 refuses a statement with more than 100 (issue 41).
        .prepare(
          'SELECT * FROM reservation_events WHERE reservation_id IN (SELECT value FROM json_each(?)) ORDER BY id',
        )
        .bind(JSON.stringify(ids))
        .all<EventRow>()
    : { results: [] as EventRow[] }
  return rows.map((r) => ({
    ...toPanelReservation(r),
    events: events.results.filter((e) => e.reservation_id === r.id).map(toEvent),
  }))
}

const rowOf = (db: Db, id: number) =>
  db.prepare(`${SELECT_WITH_COMPANY} WHERE r.id = ?`).bind(id).first<ReservationRow>()

/**
 * Where each console action moves an active reservation, and what the operator is told. A release is the 5-minute
 * run's expiry done now (the system's move, by this superadmin), so it only applies once the hold's last day has
 * passed; anything else is a 409.
 */
const MOVES: Record<AdminAction, { to: ReservationStatus; notice: 'cancelled_by_platform' | 'expired' }> = {
  cancel: { to: 'cancelled', notice: 'cancelled_by_platform' },
  release: { to: 'expired', notice: 'expired' },
}

/**
 * The console's view of every company's reservations (issue 26), each with its audit trail: who moved it where and
 * when. Issue 39: the superadmin also acts on any of them (ADR 0085), audited like the operator's actions: the
 * event names the superadmin, and the company's audit log gets the row.
 */
export const reservations = new Hono<ApiEnv>()
  .get(
    '/',
    queryOf(
      v.object({
        status: v.optional(v.picklist(RESERVATION_STATUSES)),
        clientId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))),
      }),
    ),
    async (c) => {
      const query = c.req.valid('query')
      const { where, params } = whereAll(['1 = 1', ['r.status = ?', query.status], ['f.client_id = ?', query.clientId]])
      const db = c.var.db
      const rows = await db
        .prepare(`${SELECT_WITH_COMPANY} WHERE ${where} ORDER BY r.id DESC LIMIT ${LIMIT}`)
        .bind(...params)
        .all<ReservationRow>()
      const body: ListResponse<PanelReservation> = {
        items: await withEvents(db, rows.results),
        total: rows.results.length,
      }
      return c.json(body)
    },
  )
  .post('/:id/actions', idParam, jsonBody(AdminReservationActionSchema), async (c) => {
    const user = c.get('user')!
    const id = c.req.valid('param').id
    const { action, reason } = c.req.valid('json')
    const db = c.var.db
    const row = await rowOf(db, id)
    if (!row) throw notFound()
    if (!isActive(row.status)) throw new ApiFailure(409, 'CONFLICT', 'Reservation is no longer active')
    if (action === 'release' && row.hold_until >= businessToday())
      throw new ApiFailure(409, 'CONFLICT', 'The hold has not ended yet')
    const move = MOVES[action]
    const operators = await operatorRecipients(db, [row.facility_id]).all<OperatorRecipient>()
    const why = reason || null
    const change = {
      to: move.to,
      actor: action === 'release' ? ('system' as const) : ('operator' as const),
      userEmail: user.email,
      reason: why,
    }
    const scope = { clientId: row.client_id, companyName: row.company_name ?? null, readOnly: false, user }
    const results = await commitTransition(c, row, change, [
      auditStatement(
        db,
        scope,
        'reservation.status',
        { type: 'reservation', id },
        { code: row.code, from: row.status, to: move.to, reason: why, by: 'SUPERADMIN' },
      ),
      await renterStatusMail(db, c.env.SESSION_SECRET, row, move.to, why),
      ...operatorNoticeMails(db, row, operators.results, move.notice),
    ])
    deliverQueued(c, results)
    await purgeFacilityCaches(c, row.facility_id)
    const [saved] = await withEvents(db, [(await rowOf(db, id))!])
    return c.json(saved!)
  })
