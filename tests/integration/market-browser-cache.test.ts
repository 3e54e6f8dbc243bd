import { describe, expect, it } from 'vitest'
import { apiFetch } from './api-helpers'

const settle = () => new Promise((r) => setTimeout(r, 300)) // the KV write runs after the response (waitUntil)
const PATH = '/api/marketplace/facilities/lockerbox-warszawa/units'

/** Issue 29 item 3: a browser copy of availability or prices is never used without asking, nor across languages. */
describe('what the browser may keep of a marketplace answer', () => {
  it('revalidates every time, varies on the language, on a miss and on a hit alike', async () => {
    const path = `/api/marketplace/facilities?limit=3&page=1&sort=price&minSize=${Date.now() % 97}`
    const miss = await apiFetch(path)
    expect(miss.headers.get('x-cache')).toBe('MISS')
    await settle()
    const hit = await apiFetch(path)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    for (const response of [miss, hit]) {
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
      expect(response.headers.get('vary')).toBe('Accept-Language')
      expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    }
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'))
    expect(await hit.text()).toBe(await miss.text())
  })

  it('answers 304 to the validator it gave, and a full body in the other language', async () => {
    const first = await apiFetch(PATH, { headers: { 'accept-language': 'en' } })
    const etag = first.headers.get('etag')!
    await settle()
    const again = await apiFetch(PATH, { headers: { 'accept-language': 'en', 'if-none-match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe('')
    const polish = await apiFetch(PATH, { headers: { 'accept-language': 'pl', 'if-none-match': etag } })
    expect(polish.status).toBe(200)
    expect(polish.headers.get('etag')).not.toBe(etag)
  })

  it('keeps errors out of every cache', async () => {
    const missing = await apiFetch('/api/marketplace/facilities/nie-ma-takiego-obiektu')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
  })
})
