import { describe, expect, it } from 'vitest'
import { ApiError } from './api-client'
import { queryDefaults } from './query-defaults'

const retry = (isServer: boolean, failures: number, error: unknown) => {
  const { retry } = queryDefaults(isServer)
  if (typeof retry !== 'function') throw new Error('retry is a function')
  return retry(failures, error as Error)
}

describe('queryDefaults retry', () => {
  it('retries what may pass on another try, up to three times, in the browser only', () => {
    for (const error of [
      new ApiError(503, 'x', ''),
      new ApiError(429, 'x', ''),
      new ApiError(408, 'x', ''),
      new TypeError('fetch'),
    ]) {
      expect(retry(false, 0, error)).toBe(true)
      expect(retry(false, 2, error)).toBe(true)
      expect(retry(false, 3, error)).toBe(false)
      expect(retry(true, 0, error)).toBe(false)
    }
  })

  it('does not retry a final answer (404, 403, 400)', () => {
    for (const status of [400, 403, 404, 410]) expect(retry(false, 0, new ApiError(status, 'x', ''))).toBe(false)
  })
})
