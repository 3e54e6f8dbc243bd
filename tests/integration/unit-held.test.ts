import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { cancelToken } from '@api/reservations/token'
import { d1, devVar } from './d1'

/**
 * Issue 39: a held unit is held everywhere. The panel cannot occupy it (409 UNIT_HELD, also under a race), and the
 * overview, the availability page and the public page count each unit by one state (ADR 0086).
 */

type Unit = { id: number; facility_id: number; slug: string; price_monthly: number }
type PanelUnit = {
  id: number
  state: string
  isOccupied: boolean
  priceMonthly: number | null
  hold: { reservationId: number; code: string; status: string; holdUntil: string } | null
}
type Counts = { available: number; held: number; occupied: number; total: number }

let ip = 0
const nextIp = () => {
  ip += 1
  return `10.139.${Math.floor(ip / 250)}.${(ip % 250) + 1}`
}
let mailNo = 0

/**
 * A hold by its own renter from its own address (the form and address limits are other suites' to test), confirmed
 * from the mail as the renter would (ADR 0087), so the operator has a pending hold to act on.
 */
const reserve = async (unit: Unit) => {
  const response = await hold(unit)
  if (response.status !== 201) return response
  const { code } = ((await response.clone().json()) as { reservation: { code: string } }).reservation
  const confirmed = await apiFetch(`/api/reservations/${code}/confirm`, {
    method: 'POST',
    body: { token: await cancelToken(devVar('SESSION_SECRET'), code) },
  })
  expect(confirmed.status).toBe(200)
  return response
}
const hold = (unit: Unit) => {
  mailNo += 1
  return apiFetch(`/api/forms/facilities/${unit.slug}/reservations`, {
    method: 'POST',
    headers: { 'cf-connecting-ip': nextIp() },
    body: {
      unitId: unit.id,
      priceMonthly: unit.price_monthly,
      moveInDate: addDays(businessToday(), 5),
      name: 'Hanna Trzymająca',
      email: `held-${Date.now()}-${mailNo}@example.pl`,
      phone: '600 700 800',
      acceptTerms: true,
      website: '',
    },
  })
}

let client = ''
const patchUnit = (id: number, body: Record<string, unknown>) =>
  apiFetch(`/api/panel/units/${id}`, { method: 'PATCH', cookie: client, body })
const act = (reservationId: number, action: string, reason = '') =>
  apiFetch(`/api/panel/reservations/${reservationId}/actions`, {
    method: 'POST',
    cookie: client,
    body: { action, reason },
  })
const availability = async (facilityId: number) =>
  (await (await apiFetch(`/api/panel/facilities/${facilityId}/units`, { cookie: client })).json()) as {
    facility: { units: Counts }
    units: PanelUnit[]
  }
const activeHold = (unitId: number) =>
  d1<{ id: number; code: string }>(
    "SELECT id, code FROM reservations WHERE unit_id = ? AND status IN ('unconfirmed', 'pending', 'confirmed')",
    unitId,
  )[0]
const occupied = (unitId: number) => d1<{ o: number }>('SELECT is_occupied AS o FROM units WHERE id = ?', unitId)[0]!.o

/** The seeded operator's free, priced units, by facility; each test takes its own, all from one facility. */
const pool = new Map<number, Unit[]>()
const takenUnits: Unit[] = []
const take = (count: number) => {
  const facility = [...pool.values()].find((free) => free.length >= count)
  if (!facility) throw new Error('not enough free units')
  const next = facility.splice(0, count)
  takenUnits.push(...next)
  return next
}

beforeAll(async () => {
  client = await sessionFor(SEED.client.email)
  const rows = d1<Unit>(
    `SELECT u.id, u.facility_id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id
     JOIN users us ON us.client_id = f.client_id AND us.email = ?
     WHERE f.active = 1 AND f.slug != 'lockerbox-warszawa' AND u.is_active = 1 AND u.is_occupied = 0 AND u.price_monthly IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.status IN ('unconfirmed', 'pending', 'confirmed'))
     ORDER BY u.id`,
    SEED.client.email,
  )
  for (const row of rows) pool.set(row.facility_id, [...(pool.get(row.facility_id) ?? []), row])
})

/** Gives back what the suite took: holds declined or cancelled, units freed, through the panel (counts refresh). */
afterAll(async () => {
  for (const unit of takenUnits) {
    const hold = d1<{ id: number; status: string }>(
      "SELECT id, status FROM reservations WHERE unit_id = ? AND status IN ('unconfirmed', 'pending', 'confirmed')",
      unit.id,
    )[0]
    if (hold) await act(hold.id, hold.status === 'pending' ? 'decline' : 'cancel', 'Porządki po teście')
    if (occupied(unit.id)) await patchUnit(unit.id, { isOccupied: false })
  }
})

describe('PATCH /api/panel/units/:id on a held unit', () => {
  it('answers 409 UNIT_HELD with the code and changes nothing; the row shows the hold; moved in occupies it', async () => {
    const [unit] = take(1)
    const created = await reserve(unit!)
    expect(created.status).toBe(201)
    const { code } = ((await created.json()) as { reservation: { code: string } }).reservation
    const audits = () =>
      d1<{ n: number }>(
        "SELECT COUNT(*) AS n FROM audit_log WHERE target_type = 'unit' AND target_id = ? AND action IN ('unit.occupancy', 'unit.price')",
        unit!.id,
      )[0]!.n
    const auditsBefore = audits()

    const refused = await patchUnit(unit!.id, { isOccupied: true, priceMonthly: unit!.price_monthly + 7 })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ code: 'UNIT_HELD', reservationCode: code })
    expect(occupied(unit!.id)).toBe(0)
    expect(d1<{ p: number }>('SELECT price_monthly AS p FROM units WHERE id = ?', unit!.id)[0]!.p).toBe(
      unit!.price_monthly,
    )
    expect(audits()).toBe(auditsBefore)

    const row = (await availability(unit!.facility_id)).units.find((u) => u.id === unit!.id)!
    expect(row).toMatchObject({ state: 'held', isOccupied: false, hold: { code, status: 'pending' } })
    expect(row.hold!.holdUntil).toBe(addDays(addDays(businessToday(), 5), 2))

    // The panel's offer: confirm the pending hold, then mark it moved in; the unit is occupied and no longer held.
    const hold = activeHold(unit!.id)!
    expect((await act(hold.id, 'confirm')).status).toBe(200)
    expect((await act(hold.id, 'moved_in')).status).toBe(200)
    const after = (await availability(unit!.facility_id)).units.find((u) => u.id === unit!.id)!
    expect(after).toMatchObject({ state: 'occupied', isOccupied: true, hold: null })
  })

  it('a hold and an occupy at once, on several units: never both, never a 5xx', async () => {
    const race = [...take(3), ...take(3)]
    const answers = await Promise.all(race.flatMap((unit) => [hold(unit), patchUnit(unit.id, { isOccupied: true })]))
    for (const [index, unit] of race.entries()) {
      const held = answers[index * 2]!
      const occupy = answers[index * 2 + 1]!
      // Exactly one of the two won the unit; the loser was told why.
      expect([held.status, occupy.status].sort()).toEqual(held.status === 201 ? [201, 409] : [200, 409])
      if (held.status === 201) {
        const state = JSON.stringify(d1('SELECT code, status, created_at FROM reservations WHERE unit_id = ?', unit.id))
        expect(await occupy.json(), state).toMatchObject({
          code: 'UNIT_HELD',
          reservationCode: activeHold(unit.id)!.code,
        })
        expect(occupied(unit.id)).toBe(0)
      } else {
        expect(await held.json()).toMatchObject({ code: 'UNIT_NOT_AVAILABLE' })
        expect(activeHold(unit.id)).toBeUndefined()
        expect(occupied(unit.id)).toBe(1)
      }
    }
  })

  it('a bulk price change over held and free units prices both and occupies neither', async () => {
    const [held, free] = take(2)
    expect((await reserve(held!)).status).toBe(201)
    const { code } = activeHold(held!.id)!
    const bulk = await apiFetch(`/api/panel/facilities/${held!.facility_id}/units/prices`, {
      method: 'POST',
      cookie: client,
      body: { unitIds: [held!.id, free!.id], percent: 5 },
    })
    expect(bulk.status).toBe(200)
    expect(occupied(held!.id) + occupied(free!.id)).toBe(0)
    expect(activeHold(held!.id)!.code).toBe(code)
    // The renter keeps the price locked with the hold.
    expect(d1<{ p: number }>('SELECT price_monthly AS p FROM reservations WHERE code = ?', code)[0]!.p).toBe(
      held!.price_monthly,
    )
  })
})

describe('one state, one count', () => {
  it('the overview, the availability page and the public page agree on free, held and occupied', async () => {
    const [toHold, toOccupy] = take(2)
    expect((await reserve(toHold!)).status).toBe(201)
    expect((await patchUnit(toOccupy!.id, { isOccupied: true })).status).toBe(200)
    const facilityId = toHold!.facility_id
    const overview = (await (await apiFetch('/api/panel/overview', { cookie: client })).json()) as {
      facilities: { id: number; units: Counts }[]
    }
    const fromOverview = overview.facilities.find((f) => f.id === facilityId)!.units
    const page = await availability(facilityId)
    expect(page.facility.units).toEqual(fromOverview)
    // Each row's state adds up to the same counts.
    const count = (state: string) => page.units.filter((u) => u.state === state).length
    expect({
      available: count('free'),
      held: count('held'),
      occupied: count('occupied'),
      total: page.units.length,
    }).toEqual(fromOverview)
    expect(page.units.find((u) => u.id === toHold!.id)!.state).toBe('held')
    expect(page.units.find((u) => u.id === toOccupy!.id)!.state).toBe('occupied')
    // The database's own answer, without the shared expression.
    const held = d1<{ n: number }>(
      `SELECT COUNT(*) AS n FROM units u WHERE u.facility_id = ?
       AND EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.status IN ('unconfirmed', 'pending', 'confirmed'))`,
      facilityId,
    )[0]!.n
    expect(fromOverview.held).toBe(held)
    expect(fromOverview.held).toBeGreaterThanOrEqual(1)

    const slug = toHold!.slug
    const facility = (await (await apiFetch(`/api/marketplace/facilities/${slug}`)).json()) as {
      availableUnits: number
    }
    const publicUnits = (await (await apiFetch(`/api/marketplace/facilities/${slug}/units`)).json()) as {
      id: number
      isAvailable: boolean
    }[]
    expect(facility.availableUnits).toBe(fromOverview.available)
    expect(publicUnits.filter((u) => u.isAvailable)).toHaveLength(fromOverview.available)
    expect(publicUnits.find((u) => u.id === toHold!.id)!.isAvailable).toBe(false)
  })
})
