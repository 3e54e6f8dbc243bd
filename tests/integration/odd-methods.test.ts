import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { baseUrl, get } from './http'

/**
 * Issue 30: `CONNECT /pl` answered 500 without security headers. Pages are read, never written to: every method
 * but GET and HEAD that reaches the Worker gets a clean 405 with `Allow` and the security headers, never a 5xx.
 * node:http sends any method token as given (fetch refuses CONNECT, TRACE and TRACK before sending).
 */
type Raw = { status: number; headers: Record<string, string | string[] | undefined> }

function raw(method: string, path: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}${path}`, { method, headers: { connection: 'close' } }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    // Node hands a CONNECT's answer, whatever its status, to 'connect' instead of the response callback.
    req.on('connect', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode ?? 0, headers: response.headers })
    })
    req.on('error', reject)
    req.end()
  })
}

const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH']

describe('odd methods on pages', () => {
  it.each(METHODS.flatMap((method) => [[method, '/pl'] as const, [method, '/en/facilities'] as const]))(
    '%s %s: 405 with Allow and the security headers',
    async (method, path) => {
      const response = await raw(method, path)
      expect(response.status).toBe(405)
      expect(response.headers.allow).toBe('GET, HEAD')
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['strict-transport-security']).toBeTruthy()
    },
  )

  it.each(METHODS)('%s on the API never answers 5xx', async (method) => {
    const response = await raw(method, '/api/marketplace/facilities?limit=1')
    expect(response.status).toBeGreaterThanOrEqual(200)
    expect(response.status).toBeLessThan(500)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  // Local wrangler's entry worker (miniflare) has no connect() handler and answers CONNECT itself (500), before this
  // Worker's fetch can (cloudflare/workerd#876); workerd's HTTP parser answers a method it does not know with 501
  // (RFC 9110 §15.6.2). In production Cloudflare restricts CONNECT, TRACE and PURGE at its edge. What this Worker
  // owns: it never answers them (no request id of ours) and is unharmed.
  it.each(['CONNECT', 'BREW'])('%s never reaches the Worker here, and leaves it serving', async (method) => {
    const response = await raw(method, '/pl')
    expect(response.headers['x-request-id']).toBeUndefined()
    expect((await get('/pl')).status).toBe(200)
  })
})
