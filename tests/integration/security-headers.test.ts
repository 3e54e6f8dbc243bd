import { describe, expect, it } from 'vitest'
import { get } from './http'

describe('security headers', () => {
  it.each(['/pl', '/en/facilities', '/pl/nie-ma', '/api/marketplace/facilities?limit=1', '/'])(
    '%s carries the static set',
    async (path) => {
      const response = await get(path)
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('geolocation=(self)')
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
    },
  )

  it('gives HTML a CSP with a fresh nonce that matches its scripts', async () => {
    const [a, b] = await Promise.all([get('/pl'), get('/pl')])
    const csp = a.headers.get('content-security-policy')!
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "'strict-dynamic'",
      'worker-src',
    ])
      expect(csp).toContain(directive)
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(b.headers.get('content-security-policy')!)![1])
    const html = await a.text()
    const scripts = html.match(/<script\b[^>]*>/g) ?? []
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts.filter((s) => !s.includes('application/ld+json')))
      expect(tag).toContain(`nonce="${nonce}"`)
  })

  it('ignores a nonce a client tries to choose', async () => {
    const response = await get('/pl', { headers: { 'x-csp-nonce': 'attacker' } })
    expect(response.headers.get('content-security-policy')).not.toContain('attacker')
    expect(await response.text()).not.toContain('nonce="attacker"')
  })
})
