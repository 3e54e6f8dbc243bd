/**
 * `npm run test:load` — 200 concurrent connections for 10 s against home and the list API, loopback only, bounded
 * in time. Fails (exit 1) on any error, timeout or non-2xx answer. Prints p50/p99 and throughput. LOAD_PORT
 * picks the port.
 */
import autocannon from 'autocannon'
import { join } from 'node:path'
import { ROOT, build, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'
import { markdownTable } from './lib/measure.ts'

const PORT = Number(process.env.LOAD_PORT ?? 8860)
const TARGETS = [
  ['home (SSR)', '/pl'],
  ['marketplace list API', '/api/marketplace/facilities?q=warszawa&limit=24'],
] as const

ensureDevVars()
if (!process.argv.includes('--no-build')) build()
const persistTo = join(ROOT, '.wrangler/load-state')
prepareDatabase(persistTo, { fresh: true })
const server = await startServer(PORT, persistTo)
const rows: Record<string, string | number>[] = []
let failed = false
try {
  for (const [name, path] of TARGETS) {
    await fetch(`${server.url}${path}`) // warm up
    const result = await autocannon({
      url: `${server.url}${path}`,
      connections: 200,
      duration: 10,
      timeout: 10,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' },
    })
    const bad = result.errors + result.timeouts + result.non2xx
    failed ||= bad > 0
    rows.push({
      target: name,
      requests: result.requests.total,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors,
      timeouts: result.timeouts,
      'non-2xx': result.non2xx,
    })
  }
} finally {
  await server.stop()
}
console.log(`\nLoad test: 200 connections × 10 s each, loopback\n\n${markdownTable(rows)}\n`)
console.log(failed ? 'FAILED: errors, timeouts or non-2xx answers' : 'OK: 0 errors')
process.exit(failed ? 1 : 0)
