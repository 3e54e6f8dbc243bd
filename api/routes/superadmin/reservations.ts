import { Hono } from 'hono'
import * as v from 'valibot'
import { type PanelReservation, RESERVATION_STATUSES } from '../../contract/reservations'
import type { ListResponse } from '../../contract/common'
import {
  type EventRow,
  RESERVATION_SELECT,
  type ReservationRow,
  toEvent,
  toPanelReservation,
} from '../../reservations/rows'
import { queryOf } from '../../lib/validate'
import { whereAll } from '../../lib/sql-where'
import type { ApiEnv } from '../../types'

const LIMIT = 200

/**
 * The console's read-only view of every company's reservations (issue 26), each with its audit trail: who moved
 * it where and when. Nothing here writes.
 */
export const reservations = new Hono<ApiEnv>().get(
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
      .prepare(
        `${RESERVATION_SELECT.replace(' FROM reservations r', ', cl.company_name FROM reservations r')}
         JOIN clients cl ON cl.id = f.client_id WHERE ${where} ORDER BY r.id DESC LIMIT ${LIMIT}`,
      )
      .bind(...params)
      .all<ReservationRow>()
    const ids = rows.results.map((r) => r.id)
    const events = ids.length
      ? await db
          .prepare(
            `SELECT * FROM reservation_events WHERE reservation_id IN (${ids.map(() => '?').join(',')}) ORDER BY id`,
          )
          .bind(...ids)
          .all<EventRow>()
      : { results: [] as EventRow[] }
    const body: ListResponse<PanelReservation> = {
      items: rows.results.map((r) => ({
        ...toPanelReservation(r),
        events: events.results.filter((e) => e.reservation_id === r.id).map(toEvent),
      })),
      total: rows.results.length,
    }
    return c.json(body)
  },
)
