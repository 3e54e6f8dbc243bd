import { describe, expect, it } from 'vitest'
import { apiFetch, SEED, sessionFor } from './api-helpers'
import { get } from './http'

const settle = () => new Promise((r) => setTimeout(r, 400))
const stamp = () => Date.now().toString(36)

describe('cache keys: known parameters only, sorted, normalised (issue 14, finding 6)', () => {
  it('list page: unknown parameters and alternate spellings share one edge HTML entry', async () => {
    const q = `Gdańsk ${stamp()}`
    const first = await get(`/pl/magazyny-self-storage?q=${encodeURIComponent(q)}&utm_source=a`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-html-cache')).toBe('MISS')
    await first.text()
    await settle()
    for (const variant of [
      `?utm_source=b&q=${encodeURIComponent(q)}`,
      `?fbclid=x&q=${encodeURIComponent(` ${q} `)}&sort=bogus`,
      `?q=${encodeURIComponent(q).replace(/%20/g, '+')}`,
    ]) {
      const again = await get(`/pl/magazyny-self-storage${variant}`)
      expect(again.headers.get('x-html-cache'), variant).toBe('HIT')
      await again.text()
    }
    // A parameter the page reads is part of the key.
    const other = await get(`/pl/magazyny-self-storage?q=${encodeURIComponent(q)}&unitType=garaz`)
    expect(other.headers.get('x-html-cache')).toBe('MISS')
    await other.text()
  })

  it('marketplace API: unknown parameters, order, defaults and number spellings share one KV entry', async () => {
    const q = `warszawa ${stamp()}`
    expect(
      (await apiFetch(`/api/marketplace/facilities?q=${encodeURIComponent(q)}&minSize=3&cachebuster=1`)).headers.get(
        'x-cache',
      ),
    ).toBe('MISS')
    await settle()
    const hit = await apiFetch(
      `/api/marketplace/facilities?cachebuster=2&minSize=03.0&page=1&limit=24&q=${encodeURIComponent(q)}`,
    )
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(
      (await apiFetch(`/api/marketplace/facilities?q=${encodeURIComponent(q)}&minSize=4`)).headers.get('x-cache'),
    ).toBe('MISS')
  })

  it('place suggestions are keyed by their text, so two prefixes never share an answer', async () => {
    const suggest = async (q: string) =>
      (await (await apiFetch(`/api/marketplace/places?q=${q}`)).json()) as { items: { name: string }[] }
    expect((await suggest('krak')).items[0]?.name).toBe('Kraków')
    await settle()
    expect((await suggest('gdan')).items[0]?.name).toBe('Gdańsk')
  })
})

describe('no anonymous cache bypass (issue 30)', () => {
  it('reads ?demo= and ?trial= as flags: any other value shares the page’s entry', async () => {
    const path = `/pl/magazyny-self-storage?q=${encodeURIComponent(`flags ${stamp()}`)}`
    await (await get(path)).text()
    await settle()
    for (const junk of [`&demo=${stamp()}`, `&trial=${stamp()}`, '&demo=0&trial=']) {
      const response = await get(`${path}${junk}`)
      expect(response.headers.get('x-html-cache'), junk).toBe('HIT')
      await response.text()
    }
    // `demo=1` opens a panel: a page of its own, and `"1"` spelled otherwise is the same flag.
    const demo = await get(`${path}&demo=1`)
    expect(demo.headers.get('x-html-cache')).toBe('MISS')
    await demo.text()
    await settle()
    expect((await get(`${path}&demo=1.0`)).headers.get('x-html-cache')).toBe('HIT')
  })

  it('answers HEAD from the cached page, without a body', async () => {
    const path = `/pl/magazyny-self-storage?q=${encodeURIComponent(`head ${stamp()}`)}`
    const cold = await get(path, { method: 'HEAD' })
    expect(cold.status).toBe(200)
    expect(cold.headers.get('x-html-cache')).toBe('MISS')
    expect(await cold.text()).toBe('')
    await settle()
    for (const method of ['HEAD', 'GET']) {
      const response = await get(path, { method })
      expect(response.headers.get('x-html-cache'), method).toBe('HIT')
      expect(response.headers.get('content-security-policy'), method).toContain('nonce-')
      const body = await response.text()
      expect(body.length > 0, method).toBe(method === 'GET')
    }
  })

  it('answers HEAD on the marketplace API from the GET entry, without a body', async () => {
    const path = `/api/marketplace/facilities?q=${encodeURIComponent(`head api ${stamp()}`)}`
    const cold = await apiFetch(path, { method: 'HEAD' })
    expect(cold.status).toBe(200)
    expect(cold.headers.get('x-cache')).toBe('MISS')
    expect(await cold.text()).toBe('')
    await settle()
    for (const method of ['HEAD', 'GET']) {
      const response = await apiFetch(path, { method })
      expect(response.headers.get('x-cache'), method).toBe('HIT')
      expect(response.headers.get('etag'), method).toBeTruthy()
      expect((await response.text()).length > 0, method).toBe(method === 'GET')
    }
  })

  it('keeps no parameter in the key of an API answer that reads none (facility, units, rich content, cities)', async () => {
    for (const path of [
      '/api/marketplace/facilities/lockerbox-warszawa',
      '/api/marketplace/facilities/lockerbox-warszawa/units',
      '/api/marketplace/facilities/lockerbox-warszawa/rich-content',
      '/api/marketplace/cities',
      '/api/marketplace/cities/warszawa',
    ]) {
      await apiFetch(path)
      await settle()
      for (const junk of [`?x=${stamp()}`, `?q=${stamp()}&utm_source=a`]) {
        const response = await apiFetch(`${path}${junk}`)
        expect(response.status, path + junk).toBe(200)
        expect(response.headers.get('x-cache'), path + junk).toMatch(/HIT|STALE/)
      }
    }
  })

  it('reads the sign-in page’s next like the form does: an unsafe or junk value shares the plain page’s entry', async () => {
    const warm = await get('/pl/logowanie')
    await warm.text()
    await settle()
    for (const next of ['//evil.example', 'https://evil.example/', `junk-${stamp()}`, '/\\evil.example']) {
      const response = await get(`/pl/logowanie?next=${encodeURIComponent(next)}`)
      expect(response.headers.get('x-html-cache'), next).toMatch(/HIT|STALE/)
      await response.text()
    }
  })

  it('writes the sign-in link’s next into the shared HTML: the page and its own query, nobody’s tracking', async () => {
    const q = `Krakow ${stamp()}`
    const nextsIn = async (search: string) => {
      const response = await get(`/en/facilities?${search}`)
      const html = await response.text()
      const nexts = [...html.matchAll(/href="\/en\/signin\?([^"]*)"/g)].map((m) =>
        new URLSearchParams(m[1]!.replace(/&amp;/g, '&')).get('next'),
      )
      return { state: response.headers.get('x-html-cache'), nexts }
    }
    const first = await nextsIn(`utm_source=first&q=${encodeURIComponent(q)}`)
    expect(first.state).toBe('MISS')
    expect(first.nexts.length).toBeGreaterThan(0)
    const expected = `/en/facilities?${new URLSearchParams({ q })}`
    for (const next of first.nexts) expect(next).toBe(expected)
    await settle()
    const second = await nextsIn(`q=${encodeURIComponent(q)}&utm_source=second`)
    expect(second.state).toBe('HIT')
    expect(second.nexts).toEqual(first.nexts)
  })

  it('keeps a query value outside the API’s schema out of every cache', async () => {
    const path = `/api/marketplace/facilities?limit=${stamp()}`
    for (let i = 0; i < 2; i++) {
      const response = await apiFetch(path)
      expect(response.status).toBe(400)
      expect(response.headers.get('x-cache')).toBe('MISS')
      await settle()
    }
  })
})

describe('bounded cache keys (issue 14, finding 10)', () => {
  it('caches a query whose key would pass KV’s 512-byte limit', async () => {
    // 120 Polish letters is a valid search, and over 700 bytes once percent-encoded.
    const path = `/api/marketplace/facilities?q=${encodeURIComponent(`${stamp()}${'ż'.repeat(110)}`)}&location=${encodeURIComponent('ź'.repeat(120))}`
    const first = await apiFetch(path)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBe('MISS')
    await settle()
    expect((await apiFetch(path)).headers.get('x-cache')).toBe('HIT')
  })
})

describe('admin responses are never stored (issue 14, finding 6)', () => {
  it('marks every /admin answer private, no-store — a signed-in 404 included', async () => {
    const cookie = await sessionFor(SEED.admin.email)
    for (const path of ['/admin', `/admin/nie-ma-${stamp()}`, '/admin/facilities/999999999']) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const response = await get(path, { headers })
        expect(response.headers.get('cache-control'), `${path} ${Object.keys(headers)}`).toBe('private, no-store')
        await response.text()
      }
    }
    const missing = await get(`/admin/nie-ma-${stamp()}`, { headers: { cookie } })
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('methods and undefined paths', () => {
  it('answers non-GET methods on pages with 405 and Allow, before any render', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const path of ['/pl', '/pl/magazyny-self-storage', '/admin']) {
        const response = await get(path, { method })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.headers.get('allow')).toBe('GET, HEAD')
        expect(response.headers.get('x-html-cache')).toBeNull()
      }
    }
    expect((await get('/pl', { method: 'HEAD' })).status).toBe(200)
  })

  it('answers server-function paths the app does not define with 404', async () => {
    for (const [method, path] of [
      ['GET', '/_serverFn/'],
      ['POST', '/_serverFn/'],
      ['POST', '/_serverFn/abc123'],
      ['GET', '/_serverFn'],
    ]) {
      const response = await get(path!, { method })
      expect(response.status, `${method} ${path}`).toBe(404)
      await response.text()
    }
  })
})
