import type { Context } from 'hono'
import type { EraseResult } from '../contract/account'
import { ApiFailure } from '../lib/errors'
import { purgeAllMarketplace, purgeFacilityCaches } from '../lib/cache-purge'
import { deliverQueued, queueEmail } from '../lib/outbox'
import { NOW } from '../lib/sql'
import { type OperatorRecipient, operatorNoticeMails, operatorRecipients } from '../reservations/mail'
import { RESERVATION_SELECT, type ReservationRow } from '../reservations/rows'
import { commitTransition } from '../reservations/transition'
import type { ApiEnv } from '../types'
import { type AccountRow, OWNED, ownedAddress } from './owner'

const ACTIVE_HOLDS = `${RESERVATION_SELECT} WHERE ${OWNED('r.email')} AND r.status IN ('unconfirmed', 'pending', 'confirmed')`
/** Two people may move a hold at the same moment as the erasure: each pass re-reads what is still active. */
const HOLD_PASSES = 3

/**
 * The person's active holds end first, through the reservations' own transition (the unit freed, the event, the
 * listing's counts, the alert for the freed unit), so no unit stays held by nobody. The operators who had been told
 * of the hold hear of its end in a notice that names nobody.
 */
async function releaseHolds(c: Context<ApiEnv>, address: string, touched: Set<number>) {
  const db = c.var.db
  for (let pass = 0; pass < HOLD_PASSES; pass += 1) {
    const holds = (await db.prepare(ACTIVE_HOLDS).bind(address).all<ReservationRow>()).results
    if (holds.length === 0) return
    const operators = (
      await operatorRecipients(db, [...new Set(holds.map((h) => h.facility_id))]).all<OperatorRecipient>()
    ).results
    for (const hold of holds) {
      const nobody = { ...hold, name: '', email: '', phone: '', message: null }
      try {
        const results = await commitTransition(
          c,
          hold,
          { to: 'cancelled', actor: 'renter', userEmail: null, reason: null },
          [
            // An unconfirmed hold was never told to the operator (issue 39), so neither is its end.
            ...(hold.status === 'unconfirmed' ? [] : operatorNoticeMails(db, nobody, operators, 'erased')),
          ],
        )
        deliverQueued(c, results)
        touched.add(hold.facility_id)
      } catch (error) {
        // Moved by someone else meanwhile: the next pass sees where it is now.
        if (!(error instanceof ApiFailure && error.status === 409)) throw error
      }
    }
  }
  throw new ApiFailure(409, 'CONFLICT', 'A reservation kept changing; try again')
}

/**
 * "Usuń moje dane" (RODO art. 17, issue 40, ADR 0090). After the holds, ONE batch (one transaction): the
 * confirmation is queued first, while the address is still there; then the mail log to and about the address goes,
 * the reservations and inquiries lose every personal field and get their `erased_at` marker, the alerts,
 * newsletter sign-ups, sign-in links, known networks and sessions are deleted, and last the account itself.
 */
export async function eraseAccount(c: Context<ApiEnv>, account: AccountRow): Promise<EraseResult> {
  const db = c.var.db
  const address = ownedAddress(account)
  // Facilities whose public answers change (a freed unit, a score without this person's review): retired once, at
  // the end, since each call replaces the one purge header the response carries.
  const touched = new Set<number>()
  await releaseHolds(c, address, touched)
  const reviewed = await db
    .prepare(
      `SELECT DISTINCT facility_id FROM reviews WHERE reservation_id IN (SELECT id FROM reservations WHERE ${OWNED('email')})`,
    )
    .bind(address)
    .all<{ facility_id: number }>()
  for (const row of reviewed.results) touched.add(row.facility_id)
  const counts = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM reservations WHERE ${OWNED('email')}) AS reservations,
              (SELECT COUNT(*) FROM inquiries WHERE ${OWNED('email')}) AS inquiries`,
    )
    .bind(address)
    .first<{ reservations: number; inquiries: number }>()
  const kept = { reservations: counts?.reservations ?? 0, inquiries: counts?.inquiries ?? 0 }
  const results = await db.batch([
    // Mails already sent or waiting to and about this person: their bodies hold the name, address and phone.
    db.prepare(`DELETE FROM outbox WHERE ${OWNED('to_email')} OR ${OWNED('reply_to')}`).bind(address),
    queueEmail(db, { kind: 'account_erased', to: account.email, lang: account.lang, data: kept }),
    db
      .prepare(
        `UPDATE reservation_events SET user_email = NULL
         WHERE actor = 'renter' AND reservation_id IN (SELECT id FROM reservations WHERE ${OWNED('email')})`,
      )
      .bind(address),
    // Issue 43: the person's reviews and unused invitations go (the facility's score follows by trigger); a review is
    // their own words and name, not the operator's record of the stay.
    db
      .prepare(`DELETE FROM reviews WHERE reservation_id IN (SELECT id FROM reservations WHERE ${OWNED('email')})`)
      .bind(address),
    db
      .prepare(
        `DELETE FROM review_invitations WHERE reservation_id IN (SELECT id FROM reservations WHERE ${OWNED('email')})`,
      )
      .bind(address),
    db
      .prepare(
        `UPDATE reservations SET name = '', email = '', phone = '', message = NULL, email_key = '', network = '',
           erased_at = ${NOW} WHERE ${OWNED('email')}`,
      )
      .bind(address),
    db
      .prepare(
        `UPDATE inquiries SET name = '', email = '', phone = '', message = NULL, operator_note = NULL,
           erased_at = ${NOW} WHERE ${OWNED('email')}`,
      )
      .bind(address),
    db.prepare(`DELETE FROM saved_searches WHERE user_id = ?2 OR ${OWNED('email')}`).bind(address, account.id),
    db.prepare(`DELETE FROM newsletter_subscriptions WHERE ${OWNED('email')}`).bind(address),
    db.prepare('DELETE FROM auth_tokens WHERE user_id = ?1 OR email = ?2').bind(account.id, account.email),
    db.prepare('DELETE FROM login_networks WHERE email = ? COLLATE NOCASE').bind(account.email),
    db.prepare('DELETE FROM login_failures WHERE email = ? COLLATE NOCASE').bind(account.email),
    db.prepare('DELETE FROM sessions WHERE user_id = ?').bind(account.id),
    db.prepare('DELETE FROM users WHERE id = ?').bind(account.id),
  ])
  deliverQueued(c, results)
  const [only, ...more] = touched
  if (more.length) purgeAllMarketplace(c)
  else if (only !== undefined) await purgeFacilityCaches(c, only)
  return { erased: true, ...kept }
}
