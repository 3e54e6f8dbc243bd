import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminFacility } from '@api/contract/admin'
import type { FacilitySummary } from '@api/contract/marketplace'
import { PROMOTED_SLUGS } from '@api/db/seed/demo-data'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'
import { localizedPath } from '~/i18n/route-table'

type List = { items: FacilitySummary[]; total: number }

/** The default order (the home page's featured three are its head); all of it on one page. */
const LIST = '/api/marketplace/facilities?sort=recommended&limit=100&page=1'
const settle = () => new Promise((r) => setTimeout(r, 300))
const list = async () => (await (await apiFetch(LIST)).json()) as List

let admin = ''
/** A seeded facility that is not promoted: the one this file promotes and then takes back. */
// Not the page marketplace-pages.test.ts reads as the unlabelled one: files run side by side.
const OTHER_FILES_PLAIN = 'skladuj-tatary-lublin'
let candidate: FacilitySummary

const setPromoted = (promoted: unknown) =>
  apiFetch(`/api/superadmin/facilities/${candidate.id}`, { method: 'PATCH', cookie: admin, body: { promoted } })

beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
  const { items } = await list()
  candidate = items.filter((f) => !f.recommended && f.slug !== OTHER_FILES_PLAIN).at(-1)!
})

afterAll(async () => {
  await setPromoted(false)
})

describe('promotion is data an admin sets', () => {
  it('seeds the spec three as promoted, first in the default order', async () => {
    const { items } = await list()
    expect(new Set(items.slice(0, 3).map((f) => f.slug))).toEqual(new Set(PROMOTED_SLUGS))
    expect(items.filter((f) => f.recommended)).toHaveLength(3)
    expect(candidate).toBeDefined()
  })

  it('is returned by the admin API and rejects a non-boolean with the same schema', async () => {
    const read = await apiFetch(`/api/superadmin/facilities/${candidate.id}`, { cookie: admin })
    expect(((await read.json()) as AdminFacility).promoted).toBe(false)
    const bad = await setPromoted('tak')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { issues: { path: string }[] }).issues.map((i) => i.path)).toContain('promoted')
  })

  it('a toggle purges the cached list: the facility moves to the head with the label, and back', async () => {
    await list()
    await settle()
    const cached = await apiFetch(LIST)
    expect(cached.headers.get('x-cache')).toBe('HIT')
    await cached.text()

    const on = await setPromoted(true)
    expect(on.status).toBe(200)
    expect(((await on.json()) as AdminFacility).promoted).toBe(true)
    const promoted = await apiFetch(LIST)
    expect(promoted.headers.get('x-cache')).toBe('MISS')
    const head = ((await promoted.json()) as List).items.slice(0, 4)
    expect(head.map((f) => f.slug)).toContain(candidate.slug)
    expect(head.every((f) => f.recommended)).toBe(true)
    const detail = await apiFetch(`/api/marketplace/facilities/${candidate.slug}`)
    expect(((await detail.json()) as FacilitySummary).recommended).toBe(true)
    const page = await (await get(localizedPath('facility', 'en', candidate.slug))).text()
    expect(page).toMatch(/>Promoted<\/span>/)

    await settle()
    expect((await setPromoted(false)).status).toBe(200)
    const { items } = await list()
    expect(items.filter((f) => f.recommended).map((f) => f.slug)).not.toContain(candidate.slug)
    expect(items.findIndex((f) => f.slug === candidate.slug)).toBeGreaterThan(2)
  })
})
