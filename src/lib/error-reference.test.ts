import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { errorReference } from './error-reference'
import { isRequestId, newRequestId } from '@kernel/request-id'

describe('ApiError', () => {
  it('keeps the detail as fields but never in its message (the only part SSR serializes into the page)', () => {
    const error = new ApiError(503, 'Service Unavailable', 'down', 'K7M2Q9XD')
    expect(error.message).toBe('API request failed [ref:K7M2Q9XD]')
    expect([error.status, error.statusText, error.body]).toEqual([503, 'Service Unavailable', 'down'])
  })

  it('makes its own code when the response carried none or a foreign one', () => {
    for (const header of [null, undefined, '', '<script>', 'abc', 'ABCDEFGHI']) {
      const error = new ApiError(500, 'Internal Server Error', 'boom', header)
      expect(isRequestId(error.requestId)).toBe(true)
      expect(error.message).not.toMatch(/500|Internal|boom/)
    }
  })
})

describe('errorReference', () => {
  it('is the request id of an API error, also once only its message survived hydration', () => {
    expect(errorReference(new ApiError(500, 'x', 'y', 'K7M2Q9XD'))).toBe('K7M2Q9XD')
    expect(errorReference(new Error('API request failed [ref:K7M2Q9XD]'))).toBe('K7M2Q9XD')
  })

  it('is stable per error object otherwise', () => {
    const error = new TypeError('x is undefined')
    expect(errorReference(error)).toBe(errorReference(error))
    expect(isRequestId(errorReference(error))).toBe(true)
  })

  it('codes are 8 characters of an unambiguous alphabet', () => {
    const codes = Array.from({ length: 200 }, newRequestId)
    expect(codes.every(isRequestId)).toBe(true)
    expect(codes.join('')).not.toMatch(/[ILOU]/)
    expect(new Set(codes).size).toBeGreaterThan(195)
  })
})
