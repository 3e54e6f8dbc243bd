/**
 * `npm run bench:api` — a benchmark, not a test. Builds, serves the production worker locally and measures the
 * marketplace list API (KV miss vs hit) with the demo seed and with 10,000 synthetic facilities.
 * Loopback only, bounded request counts. Writes bench-results/api.{json,md}.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { ROOT, build, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'
import { markdownTable, measure, type Stats } from './lib/measure.ts'

// Overridable so a second checkout can bench while another server holds the default port.
const PORT = Number(process.env.BENCH_API_PORT ?? 8850)
const QUERY = '/api/marketplace/facilities?q=warszawa&sort=price&limit=24'
const LIST = '/api/marketplace/facilities?sort=price&limit=24'
// Two words, each matching many rows on its own (a brand word; a city that is also a street name, "ul. Gdańska").
const TEXT = `/api/marketplace/facilities?q=${encodeURIComponent('Schowek Gdańsk')}&limit=24`
// Place search: the text names a city, so the API resolves it and picks the radius (one more aggregate query).
const PLACE = `/api/marketplace/facilities?q=${encodeURIComponent('Kraków')}&limit=24`
const SUGGEST = '/api/marketplace/places?q=kra'
const rows: Record<string, string | number>[] = []
const pages: Record<string, string | number>[] = []
const results: Record<string, Stats> = {}

async function run(dataset: string, seedArgs: string[]) {
  const persistTo = join(ROOT, `.wrangler/bench-${dataset}`)
  prepareDatabase(persistTo, { fresh: true, seedArgs })
  // Cache keys hold only the parameters a handler reads; this var adds `_bench` so the miss cases miss.
  const server = await startServer(PORT, persistTo, { BENCH_CACHE_BUST: '_bench' })
  try {
    await fetch(`${server.url}${QUERY}`) // warm the isolate and the cache entry
    const cases: [string, (i: number) => string][] = [
      ['list, KV miss', (i) => `${server.url}${QUERY}&_bench=${dataset}-${i}`],
      ['list, KV hit', () => `${server.url}${QUERY}`],
      ['list without q, KV miss', (i) => `${server.url}${LIST}&_bench=${dataset}-p${i}`],
      ['text search q=Schowek Gdańsk, KV miss', (i) => `${server.url}${TEXT}&_bench=${dataset}-t${i}`],
      [
        'list + radius 50 km, KV miss',
        (i) =>
          `${server.url}/api/marketplace/facilities?lat=52.2297&lon=21.0122&radius=50&sort=distance&_bench=${dataset}-r${i}`,
      ],
      ['place search q=Kraków (auto radius), KV miss', (i) => `${server.url}${PLACE}&_bench=${dataset}-pl${i}`],
      ['place suggestions q=kra, KV miss', (i) => `${server.url}${SUGGEST}&_bench=${dataset}-s${i}`],
    ]
    for (const [name, makeUrl] of cases) {
      const stats = await measure(makeUrl, { total: 300, concurrency: 10 })
      results[`${dataset}: ${name}`] = stats
      rows.push({
        dataset,
        case: name,
        requests: stats.requests,
        errors: stats.errors,
        'p50 ms': stats.p50,
        'p95 ms': stats.p95,
        'p99 ms': stats.p99,
        'req/s': stats.rps,
      })
      console.log(dataset, name, stats)
    }
    // What a renter downloads for one list page (the HTML document, gzip as served over the network).
    for (const path of ['/pl/magazyny-self-storage', `/pl/magazyny-self-storage?q=${encodeURIComponent('Kraków')}`]) {
      const html = Buffer.from(await (await fetch(`${server.url}${path}`)).arrayBuffer())
      pages.push({
        dataset,
        page: path,
        'HTML KB': (html.length / 1024).toFixed(1),
        'HTML gzip KB': (gzipSync(html).length / 1024).toFixed(1),
        budget: '≤ 60',
      })
    }
  } finally {
    await server.stop()
  }
}

ensureDevVars()
if (!process.argv.includes('--no-build')) build({ benchHooks: true })
await run('demo', [])
await run('10k', ['--large', '10000'])
// What to watch: how much slower each case gets with 10,000 facilities than with the demo seed.
for (const row of rows) {
  const demo = results[`demo: ${row.case}`]
  row['p50 vs demo'] = row.dataset === 'demo' || !demo ? '' : `${(Number(row['p50 ms']) / demo.p50).toFixed(1)}×`
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`
const markdown = `API benchmark (${machine}; 300 requests, concurrency 10, loopback)\n\n${markdownTable(rows)}\n\nList page weight\n\n${markdownTable(pages)}\n`
mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
writeFileSync(join(ROOT, 'bench-results/api.json'), JSON.stringify({ machine, results }, null, 2))
writeFileSync(join(ROOT, 'bench-results/api.md'), markdown)
console.log(`\n${markdown}`)
