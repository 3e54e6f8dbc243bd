import { beforeAll, describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'

/** Issue 14, finding 4 (API side): input that used to reach a 500. */
let admin = ''
beforeAll(async () => {
  admin = await sessionFor(SEED.admin.email)
})

const list = (query: string) => apiFetch(`/api/marketplace/facilities${query}`)
const LONG_WORD = 'mokotowskasamoobslugowamagazynowaprzechowalnia'.repeat(2)

describe('facility slugs', () => {
  it('gives a long name a slug of 49+ characters, and a numbered one when taken', async () => {
    const name = 'Magazyn Samoobslugowy Centrum Mokotow Pol'
    const body = {
      clientId: 1,
      name,
      location: { street: 'Puławska', buildingNumber: '1', postalCode: '02-001', city: 'Warszawa' },
    }
    const first = await apiFetch('/api/superadmin/facilities', { method: 'POST', cookie: admin, body })
    expect(first.status).toBe(201)
    const second = await apiFetch('/api/superadmin/facilities', { method: 'POST', cookie: admin, body })
    expect(second.status).toBe(201)
    const slugs = [((await first.json()) as { slug: string }).slug, ((await second.json()) as { slug: string }).slug]
    expect(slugs).toEqual([
      'magazyn-samoobslugowy-centrum-mokotow-pol-warszawa',
      'magazyn-samoobslugowy-centrum-mokotow-pol-warszawa-2',
    ])
  })
})

describe('list numbers', () => {
  it('searches 2 km around lat/lon without a radius, and ignores half a point, instead of failing', async () => {
    const all = (await (await list('?limit=100')).json()) as { total: number }
    const response = await list('?lat=52.2297&lon=21.0122&limit=100')
    expect(response.status).toBe(200)
    expect(((await response.json()) as { origin: { radiusKm: number } }).origin.radiusKm).toBe(2)
    expect((await list('?lat=52.2297&lon=21.0122&sort=distance')).status).toBe(200)
    for (const half of ['?lat=52.2297&limit=100', '?lon=21.0122&radius=5&limit=100', '?radius=5&limit=100']) {
      const body = (await (await list(half)).json()) as { total: number; origin?: unknown }
      expect(body.total, half).toBe(all.total)
      expect(body.origin, half).toBeUndefined()
    }
  })

  it.each(['?page=1e21', '?page=10001', '?limit=13', '?limit=501', '?limit=1e2'])(
    'answers %s with 400 VALIDATION_ERROR',
    async (query) => {
      const response = await list(query)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' })
      // The bounds themselves, and the limits our pages use, stay valid.
      for (const valid of ['?page=10000', '?limit=24', '?limit=100', '?limit=12', '?limit=500'])
        expect((await list(valid)).status, valid).toBe(200)
    },
  )

  it.each(['/clients?page=1e21', '/users?page=99999', '/facilities?page=1e21'])(
    'admin list %s → 400, not 500',
    async (path) => {
      expect((await apiFetch(`/api/superadmin${path}`, { cookie: admin })).status).toBe(400)
    },
  )
})

describe('long words in search', () => {
  it.each([`${LONG_WORD}\0x`, `a\0${LONG_WORD}`])('public search with %j answers 200', async (q) => {
    const response = await list(`?q=${encodeURIComponent(q.slice(0, 120))}`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { total: number }).total).toBe(0)
  })

  it.each(['clients', 'users', 'facilities'])('admin %s search with a long word answers 200', async (kind) => {
    const response = await apiFetch(`/api/superadmin/${kind}?q=${LONG_WORD}`, { cookie: admin })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { total: number }).total).toBe(0)
    // Short words still find, and LIKE's wildcards are plain characters.
    const found = async (q: string) =>
      ((await (await apiFetch(`/api/superadmin/${kind}?q=${q}`, { cookie: admin })).json()) as { total: number }).total
    expect(await found('a')).toBeGreaterThan(0)
    expect(await found('%25%25')).toBe(0)
  })
})

describe('list page with a nonsense query string', () => {
  it.each([
    'sort=x',
    'page=0',
    'page=99999',
    'page=1e21',
    'radius=abc',
    'lat=500&lon=1',
    'minSize=-5',
    `q=${'a'.repeat(700)}`,
    'features=%00',
    'place=%F0',
  ])('/pl/magazyny-self-storage?%s renders the list (invalid values dropped), never a 5xx', async (query) => {
    const response = await get(`/pl/magazyny-self-storage?${query}`)
    expect(response.status).toBeLessThan(500)
    if (response.status === 200) expect(await response.text()).toContain('data-testid="result-count"')
  })
})
