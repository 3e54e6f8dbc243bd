/**
 * `npm run bench:api` — a benchmark, not a test. Builds, serves the production worker locally and measures the
 * marketplace list API (KV miss vs hit) with the demo seed and with 10,000 synthetic facilities.
 * Loopback only, bounded request counts. Writes bench-results/api.{json,md}.
 * `--forms-only`: just the inquiry and reservation POST rows (no photo uploads, list cases or page weights), for a
 * quick re-run of the issue-26 comparison on a busy machine. `--photos-only`: just the photo uploads (issue 32), with
 * their verdict against the Workers paid plan's CPU limit (scripts/lib/photo-bench.ts).
 * `--sizes 1000,10000,100000` (the default): the synthetic catalogue sizes measured after the demo seed; the rows
 * read of every GET case are printed per size (issue 45). `--rows-only`: only those rows read, no timings, forms,
 * photos or page weights — deterministic, so a loaded machine gives the same table.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { ROOT, build, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'
import { markdownTable, measure, type Stats, type Target } from './lib/measure.ts'
import { benchPhotoUploads } from './lib/photo-bench.ts'
import { ROWS_READ_HEADER } from '../bench/hooks/rows-read-meter.ts'

// Overridable so a second checkout can bench while another server holds the default port.
const PORT = Number(process.env.BENCH_API_PORT ?? 8850)
const QUERY = '/api/marketplace/facilities?q=warszawa&sort=price&limit=24'
const LIST = '/api/marketplace/facilities?sort=price&limit=24'
// Two words, each matching many rows on its own (a brand word; a city that is also a street name, "ul. Gdańska").
const TEXT = `/api/marketplace/facilities?q=${encodeURIComponent('Schowek Gdańsk')}&limit=24`
// Place search: the text names a city, so the API resolves it and picks the radius (one more aggregate query).
const PLACE = `/api/marketplace/facilities?q=${encodeURIComponent('Kraków')}&limit=24`
const SUGGEST = '/api/marketplace/places?q=kra'
const FORM_POSTS = 100
const MISS_RATIO = 2
const FORMS_ONLY = process.argv.includes('--forms-only')
const PHOTOS_ONLY = process.argv.includes('--photos-only')
const ROWS_ONLY = process.argv.includes('--rows-only')
const sizesArg = process.argv[process.argv.indexOf('--sizes') + 1]
const SIZES = (process.argv.includes('--sizes') && sizesArg ? sizesArg : '1000,10000,100000').split(',').map(Number)
if (SIZES.some((n) => !Number.isInteger(n) || n <= 0))
  throw new Error(`--sizes expects positive integers, got ${sizesArg}`)
const sizeName = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : String(n))
/** Rows read per GET case and dataset, and how long each dataset took to seed. */
const rowsBySize: Record<string, Record<string, number>> = {}
const statementsBySize: Record<string, Record<string, string>> = {}
function noteReads(name: string, dataset: string, reads: number[]) {
  rowsBySize[name] = { ...rowsBySize[name], [dataset]: sum(reads) }
  statementsBySize[name] = { ...statementsBySize[name], [dataset]: reads.join(' + ') }
}
const seeding: Record<string, string>[] = []
const rows: Record<string, string | number>[] = []

/** Each POST from its own address: the per-address form limit is not what this measures. */
const post = (url: string, origin: string, i: number, body: unknown): Target => [
  url,
  {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': `10.222.${i >> 8}.${i & 255}` },
    body: JSON.stringify(body),
  },
]
const renter = (i: number, kind: string) => ({
  name: 'Bench Renter',
  email: `bench-${kind}-${i}@example.com`,
  phone: '600 100 200',
  message: 'Benchmark',
  website: '',
})

/**
 * Free, priced units to reserve, one per request, from the first listed facilities: every request creates a real
 * reservation (a held unit would answer 409, which `measure` counts as an error, so `errors: 0` proves 201s).
 */
async function freeUnits(origin: string, count: number): Promise<{ slug: string; id: number; price: number }[]> {
  const list = (await (await fetch(`${origin}/api/marketplace/facilities?limit=48`)).json()) as {
    items: { slug: string }[]
  }
  const out: { slug: string; id: number; price: number }[] = []
  for (const { slug } of list.items) {
    // A facility nobody would hear a reservation at answers 409 FACILITY_NOT_RESERVABLE (ADR 0085).
    const facility = (await (await fetch(`${origin}/api/marketplace/facilities/${slug}`)).json()) as {
      reservable: boolean
    }
    if (!facility.reservable) continue
    const units = (await (await fetch(`${origin}/api/marketplace/facilities/${slug}/units`)).json()) as {
      id: number
      isAvailable: boolean
      priceMonthly: number | null
    }[]
    for (const unit of units)
      if (unit.isAvailable && unit.priceMonthly !== null) out.push({ slug, id: unit.id, price: unit.priceMonthly })
    if (out.length >= count) break
  }
  return out.slice(0, count)
}
/**
 * What each D1 query of one request read (`meta.rows_read`, in the order they ran), from the header a benchmark build
 * adds (bench/hooks/rows-read-meter.ts). Unlike timings, it does not move with the machine's load. A KV hit reads none.
 */
async function rowsRead(target: Target): Promise<number[]> {
  const [url, init] = typeof target === 'string' ? [target, undefined] : target
  const response = await fetch(url, init)
  await response.arrayBuffer()
  return (response.headers.get(ROWS_READ_HEADER) ?? '').split(' ').filter(Boolean).map(Number)
}
/** The seeded operator (.dev.vars.example): the photo uploads go to its first facility. */
const SEED_CLIENT = { email: 'operator@skrytka.test', password: 'Operator-Skrytka-2026' }
const pages: Record<string, string | number>[] = []
const results: Record<string, Stats> = {}
const photoRows: Record<string, string | number>[] = []

async function run(dataset: string, seedArgs: string[]) {
  const persistTo = join(ROOT, `.wrangler/bench-${dataset}`)
  const seedStarted = performance.now()
  prepareDatabase(persistTo, { fresh: true, seedArgs })
  seeding.push({
    dataset,
    'seeded in s': ((performance.now() - seedStarted) / 1000).toFixed(1),
    'load average': load(),
  })
  // Cache keys hold only the parameters a handler reads; this var adds `_bench` so the miss cases miss.
  const server = await startServer(PORT, persistTo, { BENCH_CACHE_BUST: '_bench', RATE_LIMIT_FORMS_PER_IP: '1000000' })
  try {
    if (dataset === 'demo' && !FORMS_ONLY && !ROWS_ONLY) {
      const photos = await benchPhotoUploads(server.url, server.child.pid!, SEED_CLIENT.email, SEED_CLIENT.password)
      console.log('photo upload', photos)
      photoRows.push(photos)
      if (PHOTOS_ONLY) return
    }
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
    if (ROWS_ONLY) {
      for (const [name, makeUrl] of cases)
        if (name.includes('KV miss')) noteReads(name, dataset, await rowsRead(makeUrl(1_000_000)))
      return
    }
    // Issue 26: a reservation (unit read, hold insert under the unique index, counts, mails) against an inquiry.
    const units = await freeUnits(server.url, FORM_POSTS)
    if (units.length < FORM_POSTS) console.warn(`only ${units.length} free units to reserve`)
    const moveIn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const formCases: [string, (i: number) => Target][] = [
      [
        'inquiry POST',
        (i) =>
          post(`${server.url}/api/forms/facilities/lockerbox-warszawa/inquiries`, server.url, i, {
            ...renter(i, 'inquiry'),
            sizeM2: 5,
            period: 'medium',
          }),
      ],
      [
        'reservation POST',
        (i) =>
          post(`${server.url}/api/forms/facilities/${units[i]!.slug}/reservations`, server.url, 1000 + i, {
            ...renter(i, 'reservation'),
            unitId: units[i]!.id,
            priceMonthly: units[i]!.price,
            moveInDate: moveIn,
            acceptTerms: true,
          }),
      ],
    ]
    for (const [name, makeUrl] of [...(FORMS_ONLY ? [] : cases), ...formCases]) {
      const total = formCases.some(([form]) => form === name) ? Math.min(FORM_POSTS, units.length) : 300
      const stats = await measure(makeUrl, { total, concurrency: 10 })
      const reads = formCases.some(([form]) => form === name) ? null : await rowsRead(makeUrl(1_000_000))
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
        'D1 rows read, per query': reads ? reads.join(' + ') : '',
        'D1 rows read': reads ? sum(reads) : '',
      })
      if (reads && name.includes('KV miss')) noteReads(name, dataset, reads)
      console.log(dataset, name, stats)
    }
    // What a renter downloads for one list page (the HTML document, gzip as served over the network).
    for (const path of FORMS_ONLY
      ? []
      : ['/pl/magazyny-self-storage', `/pl/magazyny-self-storage?q=${encodeURIComponent('Kraków')}`]) {
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

function sum(values: number[]) {
  return values.reduce((total, n) => total + n, 0)
}
/** The shared machine's load, printed beside the timings (docs/performance.md: read them with it). */
function load() {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')
}
const loadAtStart = load()
ensureDevVars()
if (!process.argv.includes('--no-build')) build({ benchHooks: true })
await run('demo', [])
if (!PHOTOS_ONLY) for (const size of SIZES) await run(sizeName(size), ['--large', String(size)])
// What to watch: how much slower each case gets with 10,000 facilities than with the demo seed.
for (const row of rows) {
  const demo = results[`demo: ${row.case}`]
  const ratio = row.dataset === 'demo' || !demo ? null : Number(row['p50 ms']) / demo.p50
  row['p50 vs demo'] = ratio === null ? '' : `${ratio.toFixed(1)}×`
  // Issue 31: at 10,000 facilities every KV-miss case stays within 2× its demo-seed p50.
  row['verdict (miss ≤ 2× demo)'] =
    ratio === null || !String(row.case).includes('KV miss') ? '' : ratio <= MISS_RATIO ? 'met' : 'missed'
}

// Issue 45: what each case reads as the catalogue grows; the target is under 2× from 10,000 to 100,000.
const datasets = ['demo', ...SIZES.map(sizeName)]
const growth = SIZES.includes(10_000) && SIZES.includes(100_000)
const rowsTable = Object.entries(rowsBySize).map(([name, bySize]) => ({
  case: name,
  ...Object.fromEntries(datasets.map((dataset) => [dataset, bySize[dataset] ?? ''])),
  ...(growth ? { '100k ÷ 10k': `${((bySize['100k'] ?? 0) / (bySize['10k'] || 1)).toFixed(2)}×` } : {}),
}))
const statementsTable = Object.entries(statementsBySize).flatMap(([name, bySize]) =>
  datasets.map((dataset) => ({ case: name, dataset, 'rows read, per statement': bySize[dataset] ?? '' })),
)
const sizesMarkdown = `D1 rows read per KV-miss request, by catalogue size\n\n${markdownTable(rowsTable)}\n\nPer statement, in the order they ran\n\n${markdownTable(statementsTable)}\n\nSeeding\n\n${markdownTable(seeding)}`

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString().slice(0, 16)}Z, load average ${loadAtStart} at start, ${load()} at end`
const extras = FORMS_ONLY
  ? ''
  : `\n\nList page weight\n\n${markdownTable(pages)}\n\nPhoto upload (12 MP phone JPEG with GPS EXIF: sniff, header, 3 widths × WebP/JPEG, strip, R2)\n\n${markdownTable(photoRows)}`
const markdown = PHOTOS_ONLY
  ? `API benchmark, photo uploads only (${machine})\n\n${markdownTable(photoRows)}\n`
  : ROWS_ONLY
    ? `API benchmark, rows read only (${machine})\n\n${sizesMarkdown}\n`
    : `API benchmark (${machine}; 300 requests per GET case, ${FORM_POSTS} per POST case, concurrency 10, loopback)\n\n${markdownTable(rows)}\n\n${sizesMarkdown}${extras}\n`
mkdirSync(join(ROOT, 'bench-results'), { recursive: true })
writeFileSync(join(ROOT, 'bench-results/api.json'), JSON.stringify({ machine, results }, null, 2))
writeFileSync(join(ROOT, 'bench-results/api.md'), markdown)
console.log(`\n${markdown}`)
