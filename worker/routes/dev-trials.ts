import { waitUntil } from 'cloudflare:workers'
import { Hono } from 'hono'
import * as v from 'valibot'
import { remindTrials } from '@api/trials/reminders'
import { isLocal } from '@server/environment.server'
import type { EdgeEnv } from '../types'

/**
 * Local only (like /__dev/alerts/digest): run the daily trial reminders as the Cron Trigger would on a given day
 * (issue 42), so a test or a developer can move the clock to a trial's last week. Every other environment: 404.
 */
const DaySchema = v.object({ day: v.pipe(v.string(), v.isoDate()) })

export const devTrials = new Hono<EdgeEnv>().post('/__dev/trials/run', async (c) => {
  if (!isLocal(c.env)) return c.text('Not found', 404)
  const parsed = v.safeParse(DaySchema, await c.req.json().catch(() => null))
  if (!parsed.success) return c.json({ code: 'VALIDATION_ERROR', message: 'Expected { day: YYYY-MM-DD }' }, 400)
  const result = await remindTrials(c.env, parsed.output.day, waitUntil)
  return c.json(result, 200, { 'Cache-Control': 'no-store' })
})
