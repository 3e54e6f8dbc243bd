import { describe, expect, it } from 'vitest'
import { devReviews } from './dev-reviews'

/** Issue 43: the review job's local trigger exists only locally, and answers 404 before reading anything elsewhere. */
describe('/__dev/reviews/run outside local', () => {
  for (const ENVIRONMENT of ['staging', 'production', undefined] as const)
    it(`is 404 in ${ENVIRONMENT ?? 'an unset environment'}`, async () => {
      const env = { ENVIRONMENT } as unknown as Env
      const response = await devReviews.request(
        '/__dev/reviews/run',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"day":"2026-12-05"}' },
        env,
      )
      expect(response.status).toBe(404)
    })
})
