/**
 * Issue 44: a local user can run every scheduled job. `/__scheduled` lists wrangler.toml's Cron Triggers with the
 * local trigger of each, and `/__scheduled?cron=…` runs one (through Miniflare's /cdn-cgi/local/scheduled).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { baseUrl } from './http'

type Listing = { doc: string; jobs: { cron: string; runs: string; run: string }[]; error?: string }

/** The production triggers: the top-level `[triggers] crons` of wrangler.toml. */
function declaredCrons(): string[] {
  const toml = readFileSync('wrangler.toml', 'utf8')
  const line = /^\[triggers\]\s*\ncrons\s*=\s*(\[[^\]]*\])/m.exec(toml)
  return JSON.parse(line![1]!) as string[]
}

describe('/__scheduled (local only)', () => {
  it('lists every Cron Trigger of wrangler.toml with the local trigger that runs it, and points to the guide', async () => {
    const response = await fetch(`${baseUrl()}/__scheduled`)
    expect(response.status).toBe(200)
    const body = (await response.json()) as Listing
    expect(body.doc).toBe('docs/scheduled-work.md')
    expect(body.jobs.map((j) => j.cron).sort()).toEqual(declaredCrons().sort())
    for (const job of body.jobs) expect(job.run).toBe(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent(job.cron)}`)
  })

  it('runs a job by its cron, and answers an unknown one with the list instead of a bare 404', async () => {
    for (const cron of declaredCrons()) {
      const response = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent(cron)}`, { redirect: 'manual' })
      expect(response.status, cron).toBe(307)
      const location = response.headers.get('location')!
      expect(location).toBe(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent(cron)}`)
      expect((await fetch(`${baseUrl()}${location}`)).status, cron).toBe(200)
    }
    // As a person types it in a browser's address bar or curl: "+" for each space.
    const typed = await fetch(`${baseUrl()}/__scheduled?cron=*/5+*+*+*+*`, { redirect: 'manual' })
    expect(typed.headers.get('location')).toBe(`/cdn-cgi/local/scheduled?cron=${encodeURIComponent('*/5 * * * *')}`)
    const unknown = await fetch(`${baseUrl()}/__scheduled?cron=${encodeURIComponent('* * * * *')}`)
    expect(unknown.status).toBe(400)
    const body = (await unknown.json()) as Listing
    expect(body.error).toContain('* * * * *')
    expect(body.jobs.length).toBe(declaredCrons().length)
  })
})
