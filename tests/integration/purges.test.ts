import { describe, expect, it } from 'vitest'
import { SEED, apiFetch, sessionFor } from './api-helpers'
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
    units: { id: number; priceMonthly: number | null }[]
  }
  return units.units[0]!.id
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

  it('limits one company’s saves (120 per 10 minutes), with Retry-After', async () => {
    const cookie = await sessionFor(OPERATOR_B)
    const unit = await unitOf(cookie, FACILITY_B)
    const statuses: number[] = []
    for (let i = 0; i < 121; i++) {
      const response = await apiFetch(`/api/panel/units/${unit}`, {
        method: 'PATCH',
        cookie,
        body: { isOccupied: i % 2 === 0 },
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
