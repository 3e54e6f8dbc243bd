/**
 * Issue 41's mail lanes for `npm run test:abuse` (ADR 0094), against a running local server started with
 * FAULTS=mail (its `/__dev/mail/enqueue`): thousands of alert mails are put on the bulk lane at once, then a renter
 * reserves and the reservation mail's arrival in `/__dev/mail` is timed, twice: while the bulk consumer is sending
 * the backlog, and once the backlog has used up the bulk lane's daily budget (the rest wait `queued`). Met when the
 * reservation mail arrives within 10 s both times with the bulk lane still holding thousands of mails.
 */
import { addDays, businessToday } from '../../kernel/calendar-date.ts'
import { BUDGET_DEFERRED } from '../../api/mail/lanes.ts'
import { SAMPLES } from '../../tests/support/mail-samples.ts'
import { localD1 } from '../../tests/seeded-session.ts'

export type LaneVerdict = { target: string; measured: string; verdict: 'met' | 'missed' }

const BACKLOG = 5000
const WITHIN_MS = 10_000
const run = Date.now().toString(36)
const domain = `lanes-${run}.example`

type Count = { queued: number; sending: number; sent: number; deferred: number }

export async function saturatedLanes(
  base: string,
  persistTo: string,
): Promise<{ rows: Record<string, string | number>[]; verdict: LaneVerdict }> {
  const db = localD1(persistTo)
  const backlog = (): Count =>
    db
      .prepare(
        `SELECT SUM(status = 'queued') AS queued, SUM(status = 'sending') AS sending, SUM(status = 'sent') AS sent,
           SUM(status = 'queued' AND last_error = ?) AS deferred
         FROM outbox WHERE to_email LIKE ?`,
      )
      .get(BUDGET_DEFERRED, `%@${domain}`) as Count
  const ids = (
    db
      .prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO outbox (kind, to_email, subject, body, lang, data, status, updated_at)
         SELECT 'alert_digest', 'r' || i || '@' || ?, 'Alert', '', 'pl', ?, 'queued', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
         FROM n RETURNING id`,
      )
      .all(BACKLOG, domain, JSON.stringify(SAMPLES.alert_digest)) as { id: number }[]
  ).map((row) => row.id)

  const rows: Record<string, string | number>[] = []
  let reservations = 0
  /** A reservation on a free unit, from a network of its own; ms until its renter's mail is in the local mailbox. */
  const timedReservation = async (phase: string) => {
    reservations++
    const unit = db
      .prepare(
        `SELECT u.id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id
         WHERE f.active = 1 AND f.slug != 'lockerbox-warszawa' AND u.is_active = 1 AND u.is_occupied = 0
           AND u.price_monthly IS NOT NULL AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id
             AND r.status IN ('unconfirmed', 'pending', 'confirmed'))
         ORDER BY u.id DESC LIMIT 1`,
      )
      .get() as { id: number; slug: string; price_monthly: number }
    const renter = `renter${reservations}-${run}@example.com`
    const started = performance.now()
    const response = await fetch(`${base}/api/forms/facilities/${unit.slug}/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'cf-connecting-ip': `198.19.41.${reservations}` },
      body: JSON.stringify({
        unitId: unit.id,
        priceMonthly: unit.price_monthly,
        moveInDate: addDays(businessToday(), 5),
        name: 'Jan Pilny',
        email: renter,
        phone: '600 700 800',
        acceptTerms: true,
        website: '',
      }),
    })
    await response.arrayBuffer()
    let ms = Number.NaN
    while (performance.now() - started < 60_000) {
      const { messages } = (await (await fetch(`${base}/__dev/mail?to=${encodeURIComponent(renter)}`)).json()) as {
        messages: unknown[]
      }
      if (messages.length) {
        ms = performance.now() - started
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const bulk = backlog()
    rows.push({
      phase,
      'reservation answer': response.status,
      'reservation mail after ms': Math.round(ms),
      'bulk sent by then': bulk.sent ?? 0,
      'bulk waiting then': (bulk.queued ?? 0) + (bulk.sending ?? 0),
      'of them held by the budget': bulk.deferred ?? 0,
    })
    return { ms, waiting: (bulk.queued ?? 0) + (bulk.sending ?? 0), deferred: bulk.deferred ?? 0 }
  }

  try {
    // All of it on the bulk queue at once, as a price cut matching thousands of searches would.
    for (let i = 0; i < ids.length; i += 1000) {
      const response = await fetch(`${base}/__dev/mail/enqueue`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ids: ids.slice(i, i + 1000) }),
      })
      if (!response.ok) throw new Error(`/__dev/mail/enqueue answered ${response.status}: start with FAULTS=mail`)
    }
    const sending = await timedReservation(`${BACKLOG.toLocaleString('en')} alert mails just put on the bulk lane`)
    // Then until the budget stops the backlog: every row sent or held back, none in flight.
    const end = Date.now() + 180_000
    for (;;) {
      const now = backlog()
      if ((now.sent ?? 0) + (now.deferred ?? 0) >= BACKLOG || Date.now() > end) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    const held = await timedReservation('the bulk lane’s daily budget used up, the rest waiting')
    const met = sending.ms <= WITHIN_MS && held.ms <= WITHIN_MS && sending.waiting >= 1000 && held.deferred >= 1000
    return {
      rows,
      verdict: {
        target: 'a reservation mail is delivered while the alert lane is saturated (within 10 s)',
        measured: `${Math.round(sending.ms)} ms with ${sending.waiting} alert mails waiting; ${Math.round(held.ms)} ms with the budget used up and ${held.deferred} held`,
        verdict: met ? 'met' : 'missed',
      },
    }
  } finally {
    // The run's rows go: the next run (--reuse) starts from the same budget, and the console shows no leftovers.
    db.prepare('DELETE FROM outbox WHERE to_email LIKE ?').run(`%@${domain}`)
  }
}
