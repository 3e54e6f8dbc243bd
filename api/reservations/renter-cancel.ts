import type { Context } from 'hono'
import type { ApiEnv } from '../types'
import { deliverQueued } from '../lib/outbox'
import { type OperatorRecipient, operatorNoticeMails, operatorRecipients, renterStatusMail } from './mail'
import type { ReservationRow } from './rows'
import { commitTransition } from './transition'

/**
 * The renter cancels (the mail's link or "Moje rezerwacje"): the status, the renter's own mail and a notice to the
 * facility's address and the company's panel users (Reply-To the renter) commit in one batch; the unit is free at
 * once. The caller has checked that the reservation is still active; a race is the batch's 409.
 */
export async function cancelByRenter(c: Context<ApiEnv>, row: ReservationRow, userEmail: string): Promise<void> {
  const db = c.var.db
  const operators = await operatorRecipients(db, [row.facility_id]).all<OperatorRecipient>()
  const results = await commitTransition(c, row, { to: 'cancelled', actor: 'renter', userEmail, reason: null }, [
    await renterStatusMail(db, c.env.SESSION_SECRET, row, 'cancelled', null),
    // An unconfirmed hold was never told to the operator (issue 39), so neither is its end.
    ...(row.status === 'unconfirmed' ? [] : operatorNoticeMails(db, row, operators.results, 'cancelled')),
  ])
  deliverQueued(c, results)
}
