import { Hono } from 'hono'
import * as v from 'valibot'
import { inviteReviews } from '@api/reviews/invitations'
import { isLocal } from '@server/environment.server'
import type { EdgeEnv } from '../types'

/**
 * Local only (like /__dev/alerts/digest): run the daily review invitations (issue 43) as the Cron Trigger would on a
 * given day, so a test or a developer can "move the clock" to 7 days after a move-in. Every other environment
 * answers 404.
 */
const DaySchema = v.object({ day: v.pipe(v.string(), v.isoDate()) })

export const devReviews = new Hono<EdgeEnv>().post('/__dev/reviews/run', async (c) => {
  if (!isLocal(c.env)) return c.text('Not found', 404)
  const parsed = v.safeParse(DaySchema, await c.req.json().catch(() => null))
  if (!parsed.success) return c.json({ code: 'VALIDATION_ERROR', message: 'Expected { day: YYYY-MM-DD }' }, 400)
  const invited = await inviteReviews(c.env, parsed.output.day, (work) => c.executionCtx.waitUntil(work))
  return c.json({ invited }, 200, { 'Cache-Control': 'no-store' })
})
