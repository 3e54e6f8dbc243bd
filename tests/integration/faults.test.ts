import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT, prepareDatabase, startServer, type LocalServer } from '../../scripts/lib/local-server.ts'
import { BROWSER_UA, extraPort } from './http'

/** Faults injected into a real worker: KV throwing on every call, and the API unreachable. */
let kvDown: LocalServer
let apiDown: LocalServer

beforeAll(async () => {
  const persistTo = join(ROOT, '.wrangler/test-state-faults')
  prepareDatabase(persistTo, { fresh: true })
  kvDown = await startServer(extraPort(34), persistTo, { FAULTS: 'kv' }, 'faults: KV down')
  apiDown = await startServer(
    extraPort(35),
    join(ROOT, '.wrangler/test-state-faults-api'),
    { API_ORIGIN: 'http://127.0.0.1:9' },
    'faults: API down',
  )
})
afterAll(async () => {
  await kvDown?.stop()
  await apiDown?.stop()
})

const page = (server: LocalServer, path: string) =>
  fetch(`${server.url}${path}`, { headers: { 'user-agent': BROWSER_UA } })

describe('KV throwing on every call', () => {
  it('still answers the marketplace API from D1', async () => {
    const response = await fetch(`${kvDown.url}/api/marketplace/facilities?limit=3`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { total: number }).total).toBeGreaterThan(0)
  })

  it.each(['/pl', '/pl/magazyny-self-storage', '/pl/magazyn-self-storage/lockerbox-warszawa', '/en/blog'])(
    'still renders %s',
    async (path) => {
      const response = await page(kvDown, path)
      expect(response.status).toBe(200)
      expect(await response.text()).toMatch(/<h1[^>]*>[^<]+/)
    },
  )
})

describe('API unreachable', () => {
  it.each(['/pl/oprogramowanie-do-zarzadzania-self-storage', '/en/blog', '/pl/regulamin'])(
    'pages without API data still render %s',
    async (path) => {
      const response = await page(apiDown, path)
      expect(response.status).toBe(200)
    },
  )

  it.each([
    ['/pl/magazyny-self-storage', 'Nie udało się wczytać listy magazynów', 'Kod błędu:'],
    ['/en/self-storage-facility/lockerbox-warszawa', 'Failed to load facility details', 'Reference code:'],
  ])(
    '%s renders its error state in the page language with a reference code, as a temporary 503',
    async (path, text, label) => {
      const response = await page(apiDown, path)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('30')
      const html = await response.text()
      expect(html).toContain(text)
      expect(html).toMatch(/<header/)
      // The code on the page is this response's request id, the key of the edge's log line for the failure.
      const id = response.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9A-Z]{8}$/)
      expect(html).toMatch(new RegExp(`data-testid="error-reference"[^>]*>${label}(<!-- -->)? <code[^>]*>${id}</code>`))
      // Nothing of the upstream answer reaches the page, not even in the serialized router state.
      for (const leak of [
        'UPSTREAM_UNAVAILABLE',
        'temporarily unavailable',
        'Bad Gateway',
        'Service Unavailable',
        'Internal Server Error',
      ]) {
        expect(html, leak).not.toContain(leak)
      }
      // The status as a word: a random nonce, request id or asset hash may hold the digits "502" (fresh clone of
      // 8be61ae: once in about a thousand builds).
      expect(html).not.toMatch(/\b502\b/)
    },
  )

  it('home still renders, without its data sections, and that degraded page is never cached', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await page(apiDown, '/pl')
      expect(response.status).toBe(200)
      // Its featured sections fail after the headers are out (streamed), so the page is simply never stored.
      expect(response.headers.get('x-html-cache')).not.toBe('HIT')
      expect(await response.text()).toMatch(/<h1[^>]*>[^<]+/)
    }
  })

  it('the API answers a clear 502 JSON', async () => {
    const response = await fetch(`${apiDown.url}/api/marketplace/facilities`)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' })
  })
})
