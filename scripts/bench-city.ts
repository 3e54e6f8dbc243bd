/**
 * `node scripts/bench-city.ts [count] [requests]`: the city-page row of `npm run bench` alone, smaller, for a
 * shared machine: uncached city page vs uncached list page (and both APIs on a KV miss) at `count` extra
 * facilities (default 10 000). Needs a build (`npx vite build`). Not a test.
 */
import { join } from 'node:path'
import { ROOT, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'
import { markdownTable, measure } from './lib/measure.ts'

const count = Number(process.argv[2] ?? 10_000)
const total = Number(process.argv[3] ?? 120)
const port = Number(process.env.BENCH_API_PORT ?? 8870)
const UA = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36' }

ensureDevVars()
const persistTo = join(ROOT, `.wrangler/bench-city-${count}`)
prepareDatabase(persistTo, { fresh: true, seedArgs: count ? ['--large', String(count)] : [] })
const server = await startServer(port, persistTo)
try {
  const opts = { total, concurrency: 4 }
  const rows: Record<string, string | number>[] = []
  for (const [name, url, headers] of [
    [
      'list API (KV miss)',
      (i: number) => `${server.url}/api/marketplace/facilities?sort=price&limit=24&bench=${i}`,
      {},
    ],
    ['city API warszawa (KV miss)', (i: number) => `${server.url}/api/marketplace/cities/warszawa?bench=${i}`, {}],
    ['city API torun (KV miss)', (i: number) => `${server.url}/api/marketplace/cities/torun?bench=${i}`, {}],
    ['list page (uncached)', (i: number) => `${server.url}/pl/magazyny-self-storage?bench=${i}`, UA],
    ['city page warszawa (uncached)', (i: number) => `${server.url}/pl/magazyny-self-storage/warszawa?bench=${i}`, UA],
    ['city page torun (uncached)', (i: number) => `${server.url}/pl/magazyny-self-storage/torun?bench=${i}`, UA],
  ] as const) {
    const stats = await measure(url, { ...opts, headers })
    rows.push({ case: name, requests: stats.requests, errors: stats.errors, 'p50 ms': stats.p50, 'p95 ms': stats.p95 })
  }
  console.log(`\n${count} extra facilities, ${total} requests per case, concurrency 4\n\n${markdownTable(rows)}`)
} finally {
  await server.stop()
}
