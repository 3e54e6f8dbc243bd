import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PanelReservation } from '@api/contract/reservations'
import { SEED, apiFetch, sessionFor } from './api-helpers'
import { d1 } from './d1.ts'
import { type FreshCompany, freshCompany } from './fresh-company'

/**
 * Issue 41, finding 10: D1 refuses a statement with more than 100 bound parameters ("too many SQL variables"), and
 * lists built one `?` per item answered a permanent 500 once they passed it. Each list-taking endpoint is called
 * with 101 and 1,000 items.
 */
let company: FreshCompany & { drop: () => void }
let admin = ''
let unitIds: number[] = []

/** `n` more units in the company's facility (one statement), their ids in code order. */
function addUnits(n: number) {
  d1(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO units (facility_id, code, size_label, size_m2, type, price_monthly)
     SELECT ?, printf('P%04d', i), '3 m²', 3, 'standard', 200 FROM k`,
    n,
    company.facilityId,
  )
  return d1<{ id: number }>('SELECT id FROM units WHERE facility_id = ? ORDER BY code', company.facilityId).map(
    (u) => u.id,
  )
}

/** `n` ended reservations of the facility's first unit, each with one event (what the console lists beside it). */
function addReservations(n: number, from: number) {
  d1(
    `WITH RECURSIVE k(i) AS (SELECT ? UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO reservations (code, facility_id, unit_id, unit_code, unit_label, price_monthly, move_in_date,
       hold_until, name, email, phone, status)
     SELECT printf('Q%d-%05d', ?, i), ?, ?, 'P0001', '3 m²', 200, '2026-12-01', '2026-12-03', 'Test', 'q@example.pl',
       '600', 'cancelled' FROM k`,
    from,
    from + n - 1,
    company.clientId,
    company.facilityId,
    unitIds[0]!,
  )
  d1(
    `INSERT INTO reservation_events (reservation_id, from_status, to_status, actor)
     SELECT r.id, 'pending', 'cancelled', 'renter' FROM reservations r
     WHERE r.facility_id = ? AND NOT EXISTS (SELECT 1 FROM reservation_events e WHERE e.reservation_id = r.id)`,
    company.facilityId,
  )
}

beforeAll(async () => {
  company = await freshCompany('params')
  admin = await sessionFor(SEED.admin.email)
  unitIds = addUnits(1000)
}, 60_000)

afterAll(() => company?.drop())

describe('no list binds more than D1’s 100 parameters', () => {
  it.each([
    [101, 101],
    [1000, 200],
  ])(
    'the console’s reservation list with %i reservations answers 200, each with its own trail',
    async (total, shown) => {
      const have = d1<{ n: number }>(
        'SELECT COUNT(*) AS n FROM reservations WHERE facility_id = ?',
        company.facilityId,
      )[0]!.n
      addReservations(total - have, have + 1)
      const response = await apiFetch(`/api/superadmin/reservations?clientId=${company.clientId}`, { cookie: admin })
      expect(response.status, await response.clone().text()).toBe(200)
      const body = (await response.json()) as { items: PanelReservation[] }
      expect(body.items).toHaveLength(shown)
      for (const item of body.items) expect(item.events).toMatchObject([{ toStatus: 'cancelled', actor: 'renter' }])
    },
  )

  it('a bulk price change over 101 and over 500 units is applied; 1,000 ids are refused by the form’s own limit, not a 500', async () => {
    const path = `/api/panel/facilities/${company.facilityId}/units/prices`
    const some = await apiFetch(path, {
      method: 'POST',
      cookie: company.cookie,
      body: { unitIds: unitIds.slice(0, 101), percent: 5 },
    })
    expect(some.status, await some.clone().text()).toBe(200)
    expect(((await some.json()) as { items: unknown[] }).items).toHaveLength(101)
    expect(
      d1<{ n: number }>(
        'SELECT COUNT(*) AS n FROM units WHERE facility_id = ? AND price_monthly = 210',
        company.facilityId,
      )[0]!.n,
    ).toBe(101)
    // The form's largest change, 500 units, is applied as well: one batch of a price, history and audit row each.
    const most = await apiFetch(path, {
      method: 'POST',
      cookie: company.cookie,
      body: { unitIds: unitIds.slice(500), percent: 5 },
    })
    expect(most.status, await most.clone().text()).toBe(200)
    expect(
      d1<{ n: number }>(
        'SELECT COUNT(*) AS n FROM units WHERE facility_id = ? AND price_monthly = 210',
        company.facilityId,
      )[0]!.n,
    ).toBe(601)
    const all = await apiFetch(path, { method: 'POST', cookie: company.cookie, body: { unitIds, percent: 5 } })
    expect(all.status).toBe(400)
    expect(await all.json()).toMatchObject({ issues: [{ path: 'unitIds', message: 'unitIds' }] })
  })

  it.each([101, 1000])('a facility search naming one feature %i times answers 200', async (n) => {
    const features = Array.from({ length: n }, () => 'winda').join(',')
    const response = await apiFetch(`/api/marketplace/facilities?features=${features}`)
    expect(response.status, await response.clone().text()).toBe(200)
  })
})
