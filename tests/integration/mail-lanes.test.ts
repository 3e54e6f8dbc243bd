import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { SAMPLES } from '@tests/support/mail-samples'
import type { MailLanes } from '@api/contract/admin'
import { BUDGET_DEFERRED } from '@api/mail/lanes'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { d1 } from './d1'
import { baseUrl } from './http'
import { arrived, enqueue, eventually, mailTo } from './mail'

/**
 * Issue 41, ADR 0094: transactional mail has its own lane. A bulk backlog (alert mails on their own queue) that has
 * also used up the bulk lane's daily budget does not delay a reservation's mail, and the bulk rows wait `queued`
 * instead of spending the provider's quota. Smaller numbers than `npm run test:abuse` (scripts/lib/abuse-lanes.ts).
 */
const run = `${Date.now()}`.slice(-7)
const domain = `lanes-${run}.example`
const BACKLOG = 300
let admin = ''

const lanes = async () =>
  ((await (await apiFetch('/api/superadmin/outbox/lanes', { cookie: admin })).json()) as MailLanes).lanes
const bulkLane = async () => (await lanes()).find((lane) => lane.lane === 'bulk')!

/** `count` bulk rows (alert renewals to this file's own domain) written straight to the outbox, as the alert code would. */
function bulkRows(count: number, status: 'sent' | 'queued'): number[] {
  return d1<{ id: number }>(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
     INSERT INTO outbox (kind, to_email, subject, body, lang, data, status, updated_at, sent_at)
     SELECT 'alert_renew', 'r' || i || '@' || ?2, 'Odnów alert', '', 'pl', ?3, ?4,
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), CASE WHEN ?4 = 'sent' THEN strftime('%Y-%m-%dT%H:%M:%fZ', 'now') END
     FROM n RETURNING id`,
    count,
    domain,
    JSON.stringify(SAMPLES.alert_renew),
    status,
  ).map((row) => row.id)
}

beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

afterAll(() => {
  // The budget is the server's for the day: later files on this server send alert mails of their own.
  d1('DELETE FROM outbox WHERE to_email LIKE ?', `%@${domain}`)
})

describe('the transactional lane (issue 41)', () => {
  it('delivers a reservation mail at once while the bulk lane is saturated: a backlog, and its budget used up', async () => {
    const before = await bulkLane()
    expect(before.budget).not.toBeNull()
    // Use up today's bulk budget, as a day of alert mails would, then queue a backlog behind it on the bulk queue.
    bulkRows(before.budget!.left, 'sent')
    expect((await bulkLane()).budget).toMatchObject({ left: 0 })
    const backlog = bulkRows(BACKLOG, 'queued')
    for (let i = 0; i < backlog.length; i += 1000) await enqueue(backlog.slice(i, i + 1000))

    const [unit] = d1<{ id: number; slug: string; price_monthly: number }>(
      `SELECT u.id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id
       WHERE f.active = 1 AND f.slug != 'lockerbox-warszawa' AND u.is_active = 1 AND u.is_occupied = 0
         AND u.price_monthly IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id
           AND r.status IN ('unconfirmed', 'pending', 'confirmed'))
       ORDER BY u.id DESC LIMIT 1`,
    )
    const renter = `renter-${run}@example.com`
    const started = Date.now()
    const reserved = await apiFetch(`/api/forms/facilities/${unit!.slug}/reservations`, {
      method: 'POST',
      headers: { 'cf-connecting-ip': `10.141.${run.slice(-2)}.7` },
      body: {
        unitId: unit!.id,
        priceMonthly: unit!.price_monthly,
        moveInDate: addDays(businessToday(), 5),
        name: 'Jan Pilny',
        email: renter,
        phone: '600 700 800',
        acceptTerms: true,
        website: '',
      },
    })
    expect(reserved.status).toBe(201)
    await arrived(renter, 1, 10_000)
    expect(Date.now() - started).toBeLessThan(10_000)

    // The bulk rows were offered to their consumer and held back by the budget: still queued, none delivered.
    const held = await eventually(async () => {
      const [row] = d1<{ n: number }>(
        'SELECT COUNT(*) AS n FROM outbox WHERE to_email LIKE ? AND status = ? AND last_error = ?',
        `%@${domain}`,
        'queued',
        BUDGET_DEFERRED,
      )
      return row!.n === BACKLOG ? row!.n : undefined
    })
    expect(held).toBe(BACKLOG)
    expect(await mailTo(`r1@${domain}`)).toEqual([])
    const state = await lanes()
    expect(state.find((lane) => lane.lane === 'bulk')).toMatchObject({ budget: { left: 0 } })
    expect(state.find((lane) => lane.lane === 'bulk')!.queued).toBeGreaterThanOrEqual(BACKLOG)
    expect(state.find((lane) => lane.lane === 'transactional')!.sentToday).toBeGreaterThanOrEqual(1)
  }, 60_000)

  it('the sweeper re-sends a lost transactional mail, and leaves bulk rows over the budget waiting untouched', async () => {
    // Both lost their enqueue 20 minutes ago; the budget is still spent (the test above).
    expect((await bulkLane()).budget).toMatchObject({ left: 0 })
    const lost = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 minutes')"
    const to = `lost-${run}@${domain}`
    d1(
      `INSERT INTO outbox (kind, to_email, subject, body, lang, data, status, updated_at)
       VALUES ('reservation_status', ?, 'Rezerwacja', '', 'pl', ?, 'queued', ${lost})`,
      to,
      JSON.stringify(SAMPLES.reservation_status),
    )
    d1(
      `UPDATE outbox SET updated_at = ${lost} WHERE to_email LIKE ? AND status = 'queued' AND kind = 'alert_renew'`,
      `%@${domain}`,
    )
    const { stamp } = d1<{ stamp: string }>(
      "SELECT MIN(updated_at) AS stamp FROM outbox WHERE to_email LIKE ? AND kind = 'alert_renew' AND status = 'queued'",
      `%@${domain}`,
    )[0]!
    const sweep = await fetch(`${baseUrl()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
    expect(sweep.status).toBe(200)
    await arrived(to, 1, 10_000)
    const untouched = d1<{ n: number }>(
      "SELECT COUNT(*) AS n FROM outbox WHERE to_email LIKE ? AND kind = 'alert_renew' AND status = 'queued' AND updated_at <= ?",
      `%@${domain}`,
      stamp,
    )[0]!.n
    expect(untouched).toBe(BACKLOG)
  }, 30_000)

  it('shows each lane to the superadmin only', async () => {
    expect((await apiFetch('/api/superadmin/outbox/lanes')).status).toBe(401)
    const operator = await sessionFor(SEED.client.email)
    expect((await apiFetch('/api/superadmin/outbox/lanes', { cookie: operator })).status).toBe(403)
    expect((await lanes()).map((lane) => lane.lane)).toEqual(['transactional', 'bulk'])
  })
})
