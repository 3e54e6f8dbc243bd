import { describe, expect, it } from 'vitest'
import { LOGIN_TIMEOUT_MS, PHOTO_UPLOAD_TIMEOUT_MS, UPSTREAM_TIMEOUT_MS, timeoutOf } from './upstream-timeout'

const at = (method: string, path: string) => timeoutOf(new Request(`https://skrytka.test${path}`, { method }))

describe('how long the edge waits for the API', () => {
  it('waits as long as a sign-in for every route that hashes a password', () => {
    for (const path of [
      '/api/auth/login',
      '/api/account/password',
      '/api/auth/password-reset/confirm',
      '/api/superadmin/users',
      '/api/superadmin/clients',
      '/api/superadmin/users/12/send-credentials',
    ])
      expect(at('POST', path), path).toBe(LOGIN_TIMEOUT_MS)
    expect(at('PATCH', '/api/superadmin/users/12')).toBe(LOGIN_TIMEOUT_MS)
  })

  it('keeps 4.5 s for the rest, and 30 s for a photo upload', () => {
    expect(at('GET', '/api/superadmin/users')).toBe(UPSTREAM_TIMEOUT_MS)
    expect(at('PATCH', '/api/superadmin/clients/3')).toBe(UPSTREAM_TIMEOUT_MS)
    expect(at('POST', '/api/auth/password-reset')).toBe(UPSTREAM_TIMEOUT_MS)
    expect(at('POST', '/api/forms/facilities/x/inquiries')).toBe(UPSTREAM_TIMEOUT_MS)
    expect(at('POST', '/api/superadmin/users/12/anything')).toBe(UPSTREAM_TIMEOUT_MS)
    expect(at('POST', '/api/panel/facilities/3/photos')).toBe(PHOTO_UPLOAD_TIMEOUT_MS)
  })
})
