import { Hono } from 'hono'
import { isLocal } from '@server/environment.server'
import type { EdgeEnv } from '../types'

/**
 * Local only (like /__dev/mail): `/__scheduled` answers with the scheduled jobs and how to run each now, and
 * `/__scheduled?cron=…` runs one through Miniflare's own trigger, `/cdn-cgi/local/scheduled` (issue 44: the old
 * wrangler path led to a bare 404). Every other environment answers 404. The jobs are wrangler.toml's
 * `[triggers] crons`, handled by `scheduled` in src/server.ts; docs/scheduled-work.md has the rest.
 */
const SCHEDULED_JOBS = [
  {
    cron: '*/5 * * * *',
    runs: 'the mail sweeper, the alert-event sweeper and reservation hold expiry',
  },
  { cron: '0 7 * * *', runs: "the saved-search alerts' daily digest (POST /__dev/alerts/digest picks the day)" },
  {
    cron: '17 3 * * *',
    runs: 'the daily expiry (sessions, rate-limit windows, old outbox rows, sign-ups, saved searches) and both sweepers',
  },
] as const

const trigger = (cron: string) => `/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`

export const devScheduled = new Hono<EdgeEnv>().get('/__scheduled', (c) => {
  if (!isLocal(c.env)) return c.text('Not found', 404)
  const cron = c.req.query('cron')
  const known = SCHEDULED_JOBS.find((job) => job.cron === cron)
  if (known) return c.redirect(trigger(known.cron), 307)
  const jobs = SCHEDULED_JOBS.map((job) => ({ ...job, run: trigger(job.cron) }))
  const body = { doc: 'docs/scheduled-work.md', jobs }
  return c.json(
    cron === undefined ? body : { ...body, error: `No scheduled job runs at "${cron}"` },
    cron ? 400 : 200,
    {
      'Cache-Control': 'no-store',
    },
  )
})
