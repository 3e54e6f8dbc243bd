import { describe, expect, it } from 'vitest'
import { apiFetch } from './api-helpers'

/** Public forms: 30 per 10 minutes per address and form (RATE_LIMIT_FORMS_PER_IP), then 429 with Retry-After. */
describe('public form rate limit', () => {
  it.each([
    ['/api/newsletter/subscribe', (i: number) => ({ email: `limit-${i}@example.pl`, lang: 'pl' })],
    ['/api/forms/demo-request', (i: number) => ({ name: `Limit ${i}`, email: `d${i}@example.pl`, phone: '600100200' })],
  ])('%s answers 429 past the limit', async (path, body) => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${path}`
    const statuses: number[] = []
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await apiFetch(path, { method: 'POST', body: body(i), headers: { 'cf-connecting-ip': ip } })).status,
      )
    expect(statuses.every((status) => status < 300)).toBe(true)
    const limited = await apiFetch(path, { method: 'POST', body: body(99), headers: { 'cf-connecting-ip': ip } })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED' })
    // Another address is not affected.
    expect(
      (await apiFetch(path, { method: 'POST', body: body(100), headers: { 'cf-connecting-ip': `${ip}-other` } }))
        .status,
    ).toBeLessThan(300)
  })
})
