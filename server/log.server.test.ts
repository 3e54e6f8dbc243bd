import { afterEach, describe, expect, it, vi } from 'vitest'
import { errorFields, log, requestLogContext, withRequestLog } from './log.server'

afterEach(() => vi.restoreAllMocks())

describe('structured logs', () => {
  it('writes one JSON object per line with the running request id and route, also after an await', async () => {
    const lines: string[] = []
    vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line))
    await withRequestLog({ requestId: 'ABCD1234', method: 'GET', path: '/pl', route: 'page:home' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      log('error', 'kv_write_error', errorFields(new TypeError('quota')))
    })
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      {
        level: 'error',
        event: 'kv_write_error',
        requestId: 'ABCD1234',
        method: 'GET',
        path: '/pl',
        route: 'page:home',
        error: 'TypeError',
        message: 'quota',
      },
    ])
    expect(requestLogContext()).toBeUndefined()
  })

  it('logs outside a request without request fields', () => {
    const lines: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    log('info', 'expiry', { deleted: 3 })
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'info', event: 'expiry', deleted: 3 })
  })
})
