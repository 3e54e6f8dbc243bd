import { Hono } from 'hono'
import type { ListResponse } from '../contract/common'
import type { RenterReservation } from '../contract/reservations'
import { ApiFailure, notFound } from '../lib/errors'
import { cancelByRenter } from '../reservations/renter-cancel'
import { RESERVATION_SELECT, type ReservationRow, isActive, toRenterReservation } from '../reservations/rows'
import { idParam } from '../lib/validate'
import { requireRole } from '../middleware/session'
import { verifiedAddress } from '../auth/verified-address'
import { purgeFacilityCaches } from '../lib/cache-purge'
import type { ApiEnv } from '../types'

const LIMIT = 100
const MINE = `${RESERVATION_SELECT} WHERE r.email = ? COLLATE NOCASE`
type TenantReservations = ListResponse<RenterReservation> & { verified: boolean }

/**
 * "Moje rezerwacje": the reservations made with the signed-in tenant's e-mail, which the tenant may cancel, once the
 * account has verified that address (issue 40); before that none, and `verified: false` says why.
 */
export const tenantReservations = new Hono<ApiEnv>()
  .use('/tenant/*', requireRole('TENANT'))
  .get('/tenant/reservations', async (c) => {
    const address = await verifiedAddress(c)
    c.header('Cache-Control', 'private, no-store')
    if (!address) return c.json({ items: [], total: 0, verified: false } satisfies TenantReservations)
    const rows = await c.var.db.prepare(`${MINE} ORDER BY r.id DESC LIMIT ${LIMIT}`).bind(address).all<ReservationRow>()
    const body: TenantReservations = {
      items: rows.results.map(toRenterReservation),
      total: rows.results.length,
      verified: true,
    }
    return c.json(body)
  })
  .post('/tenant/reservations/:id/cancel', idParam, async (c) => {
    const db = c.var.db
    // Another person's reservation id reads exactly like a missing one; so does any, before the address is verified.
    const address = await verifiedAddress(c)
    if (!address) throw notFound()
    const row = await db.prepare(`${MINE} AND r.id = ?`).bind(address, c.req.valid('param').id).first<ReservationRow>()
    if (!row) throw notFound()
    if (!isActive(row.status)) throw new ApiFailure(409, 'CONFLICT', 'Reservation is no longer active')
    await cancelByRenter(c, row, address)
    await purgeFacilityCaches(c, row.facility_id)
    c.header('Cache-Control', 'private, no-store')
    const saved = await db.prepare(`${RESERVATION_SELECT} WHERE r.id = ?`).bind(row.id).first<ReservationRow>()
    return c.json(toRenterReservation(saved!) satisfies RenterReservation)
  })
