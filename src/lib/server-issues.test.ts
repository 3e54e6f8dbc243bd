import { describe, expect, it } from 'vitest'
import { serverFieldErrors } from './server-issues'

describe('serverFieldErrors', () => {
  it('groups the API issues by field', () => {
    const body = JSON.stringify({
      code: 'VALIDATION_ERROR',
      issues: [
        { path: 'phone', message: 'invalidPhone' },
        { path: 'email', message: 'required' },
        { path: 'phone', message: 'tooLong' },
      ],
    })
    expect(serverFieldErrors(body)).toEqual({ phone: ['invalidPhone', 'tooLong'], email: ['required'] })
  })
  it('is null when no field is named or the body is not JSON', () => {
    expect(serverFieldErrors('{"code":"FACILITY_HAS_NO_EMAIL"}')).toBeNull()
    expect(serverFieldErrors(JSON.stringify({ issues: [{ path: '', message: 'x' }] }))).toBeNull()
    expect(serverFieldErrors('<html>')).toBeNull()
  })
})
