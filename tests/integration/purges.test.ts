import { describe, expect, it } from 'vitest'
import { addDays, businessToday } from '@kernel/calendar-date'
import { SEED, apiFetch, newOperator, sessionFor, startInFreshWindow } from './api-helpers'
import { d1 } from './d1'
import { get } from './http'

/** Issue 30: an operator's save retires that facility and the lists, not the whole site; saves are limited. */
const settle = () => new Promise((r) => setTimeout(r, 400))
const OPERATOR_B = 'operator-sunbox@skrytka.test'
const FACILITY_B = 'sunbox24-warszawa'

async function warm(paths: string[]) {
  for (const path of paths) await (await get(path)).text()
  await settle()
  for (const path of paths) {
    const response = await get(path)
    expect(response.headers.get('x-html-cache'), path).toMatch(/HIT|STALE/)
    await response.text()
  }
}

async function unitOf(cookie: string, slug: string): Promise<number> {
  const overview = (await (await apiFetch('/api/panel/overview', { cookie })).json()) as {
    facilities: { id: number; slug: string }[]
  }
  const facility = overview.facilities.find((f) => f.slug === slug)!
  const units = (await (await apiFetch(`/api/panel/facilities/${facility.id}/units`, { cookie })).json()) as {
    units: { id: number; priceMonthly: number | null; hold: unknown }[]
  }
  // A unit no reservation holds: occupying a held one is a 409 (issue 39), and other files here reserve anywhere.
  return units.units.find((unit) => unit.hold === null)!.id
}

describe('targeted purges', () => {
  it("a unit save retires its facility's pages and the lists, and nothing else", async () => {
    const cookie = await sessionFor(OPERATOR_B)
    const own = `/pl/magazyn-self-storage/${FACILITY_B}`
    const other = '/pl/magazyn-self-storage/lockerbox-warszawa'
    const list = '/pl/magazyny-self-storage'
    const blog = '/pl/blog'
    await warm([own, other, list, blog])
    const api = `/api/marketplace/facilities/${FACILITY_B}`
    const { id } = (await (await apiFetch(api)).json()) as { id: number }
    // The same facility by its numeric id: a key of its own, retired by the same save (issue 30).
    const byId = `/api/marketplace/facilities/${id}/units`
    await apiFetch(byId)
    await settle()
    expect((await apiFetch(byId)).headers.get('x-cache')).toMatch(/HIT|STALE/)
    const unit = await unitOf(cookie, FACILITY_B)
    const saved = await apiFetch(`/api/panel/units/${unit}`, {
      method: 'PATCH',
      cookie,
      body: { priceMonthly: 200 + (Date.now() % 50) },
    })
    expect(saved.status).toBe(200)
    expect(saved.headers.get('x-cache-purge')).toBeNull()
    // The API answer first: rendering the page below reads it through the same cache and would refill it.
    expect((await apiFetch(api)).headers.get('x-cache')).toBe('MISS')
    expect((await apiFetch(byId)).headers.get('x-cache')).toBe('MISS')
    expect((await get(own)).headers.get('x-html-cache')).toBe('MISS')
    expect((await get(list)).headers.get('x-html-cache')).toBe('MISS')
    for (const path of [other, blog]) expect((await get(path)).headers.get('x-html-cache'), path).toMatch(/HIT|STALE/)
  })

  it("a renter's reservation retires its facility's pages and the lists, not the rest of the site", async () => {
    // The last facility with a free, priced unit: reservations.test.ts takes them from the first.
    const [unit] = d1<{ id: number; slug: string; price_monthly: number }>(
      `SELECT u.id, f.slug, u.price_monthly FROM units u JOIN facilities f ON f.id = u.facility_id
       WHERE f.active = 1 AND f.slug NOT IN ('lockerbox-warszawa', ?) AND u.is_active = 1 AND u.is_occupied = 0
         AND u.price_monthly IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM reservations r WHERE r.unit_id = u.id AND r.status IN ('unconfirmed', 'pending', 'confirmed'))
         -- Reservable: someone would hear of it (ADR 0085).
         AND (trim(COALESCE(f.email, '')) != '' OR EXISTS (SELECT 1 FROM users ru WHERE ru.client_id = f.client_id AND ru.role = 'CLIENT'))
       ORDER BY f.id DESC, u.id LIMIT 1`,
      FACILITY_B,
    )
    const own = `/pl/magazyn-self-storage/${unit!.slug}`
    const other = '/pl/magazyn-self-storage/lockerbox-warszawa'
    const list = '/pl/magazyny-self-storage'
    await warm([own, other, list, '/pl/blog'])
    const reserved = await apiFetch(`/api/forms/facilities/${unit!.slug}/reservations`, {
      method: 'POST',
      headers: { 'cf-connecting-ip': '10.130.0.7' },
      body: {
        unitId: unit!.id,
        priceMonthly: unit!.price_monthly,
        moveInDate: addDays(businessToday(), 5),
        name: 'Renata Rezerwująca',
        email: `purge-${Date.now()}@example.pl`,
        phone: '600 700 800',
        acceptTerms: true,
        website: '',
      },
    })
    expect(reserved.status).toBe(201)
    expect((await get(own)).headers.get('x-html-cache')).toBe('MISS')
    expect((await get(list)).headers.get('x-html-cache')).toBe('MISS')
    for (const path of [other, '/pl/blog'])
      expect((await get(path)).headers.get('x-html-cache'), path).toMatch(/HIT|STALE/)
  })

  it('limits one company’s saves (120 per 10 minutes), with Retry-After', async () => {
    await startInFreshWindow(600, 45)
    // A company of its own: the seeded ones' saves are other files' too.
    const { cookie, unitId: unit } = await newOperator(`purge-${Date.now().toString(36)}`)
    // Making its unit was one save.
    const statuses: number[] = []
    for (let i = 1; i < 121; i++) {
      const response = await apiFetch(`/api/panel/units/${unit}`, {
        method: 'PATCH',
        cookie,
        body: { isOccupied: i % 2 === 1 },
      })
      statuses.push(response.status)
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
        break
      }
    }
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true)
    // Another company is not held up.
    const other = await sessionFor(SEED.client.email)
    const otherUnit = await unitOf(other, 'lockerbox-warszawa')
    expect(
      (await apiFetch(`/api/panel/units/${otherUnit}`, { method: 'PATCH', cookie: other, body: { isOccupied: false } }))
        .status,
    ).toBe(200)
  }, 120_000)
})
