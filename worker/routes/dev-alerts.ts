import { Hono } from 'hono'
import * as v from 'valibot'
import { startDigest } from '@api/alerts/consumer'
import { isLocal } from '@server/environment.server'
import type { EdgeEnv } from '../types'

/**
 * Local only (like /__dev/mail): run the daily alert digest as the Cron Trigger would on a given day, so a test
 * or a developer can "advance the clock" to tomorrow's digest. Every other environment answers 404.
 */
const DaySchema = v.object({ day: v.pipe(v.string(), v.isoDate()) })

export const devAlerts = new Hono<EdgeEnv>().post('/__dev/alerts/digest', async (c) => {
  if (!isLocal(c.env)) return c.text('Not found', 404)
  const parsed = v.safeParse(DaySchema, await c.req.json().catch(() => null))
  if (!parsed.success) return c.json({ code: 'VALIDATION_ERROR', message: 'Expected { day: YYYY-MM-DD }' }, 400)
  const searches = await startDigest(c.env, parsed.output.day)
  return c.json({ searches }, 200, { 'Cache-Control': 'no-store' })
})
