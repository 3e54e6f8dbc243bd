import { describe, expect, it } from 'vitest'
import { get } from './http'

const ID = /^[0-9A-Z]{8}$/

describe('x-request-id', () => {
  it.each(['/pl', '/api/marketplace/facilities?limit=1', '/robots.txt', '/pl/nie-ma-takiej-strony', '/'])(
    'every response carries one: %s',
    async (path) => {
      const response = await get(path)
      expect(response.headers.get('x-request-id')).toMatch(ID)
    },
  )

  it('is made at the edge for each request, never taken from the client', async () => {
    const forged = 'ABCDEFGH'
    const [a, b] = await Promise.all([
      get('/pl', { headers: { 'x-request-id': forged } }),
      get('/pl', { headers: { 'x-request-id': forged } }),
    ])
    expect(a.headers.get('x-request-id')).not.toBe(forged)
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'))
  })

  it('an API error answer carries it, and its body still says what went wrong to the caller', async () => {
    const response = await get('/api/marketplace/facilities/no-such-facility-slug')
    expect(response.status).toBe(404)
    expect(response.headers.get('x-request-id')).toMatch(ID)
  })
})
