/**
 * `node scripts/profile-main-thread.ts [--no-build] [--runs N] [path …]` — where a page's main-thread work goes against
 * the floor's (issue 45, ADR 0121). One Lighthouse run cannot tell a 10 % change from this machine's noise (the
 * floor alone read 344–638 ms in one sitting), and the bench's three runs give one number per page. This splits it,
 * every variant in the same Chromium, runs alternating page by page (default 5 each), medians printed with each run:
 * - the page as served;
 * - without its entry (`/assets/index-*.js` refused): its scripts are fetched and compiled but the app never runs;
 * - without any external script: the document with its inline scripts only;
 * - the floor as served, and the floor without scripts.
 * The differences are the app's evaluation and hydration, the compile of its modules, and the document's own cost.
 * Builds (the production build, and the floor) unless `--no-build`; serves on BENCH_PORT (default 8880) and the floor
 * on BENCH_FLOOR_PORT (default BENCH_PORT + 3). Prints Markdown (not a test).
 */
import * as chromeLauncher from 'chrome-launcher'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts'
import { buildFloor, startFloor } from './lib/floor.ts'
import { ROOT, build, ensureDevVars, prepareDatabase, startServer } from './lib/local-server.ts'
import { markdownTable, median } from './lib/measure.ts'
import { countAndPages } from './lib/page-types.ts'
import { loadAverage } from './lib/throughput.ts'

const PORT = Number(process.env.BENCH_PORT ?? 8880)
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? PORT + 3)
const { count: runs, pages } = countAndPages('runs', 5)

type Variant = 'served' | 'no entry' | 'no script'
const BLOCKED: Record<Variant, string[]> = {
  served: [],
  'no entry': ['*/assets/index-*.js'],
  'no script': ['*.js'],
}

/**
 * Lighthouse's main-thread work (mainthread-work-breakdown, simulated 4× CPU), ms; a run Lighthouse could not finish
 * gives its error code instead, printed where the number would be and left out of the median.
 */
async function mainThreadMs(port: number, url: string, blockedUrlPatterns: string[]): Promise<number | string> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns },
    undefined,
  )
  const audit = result?.lhr.audits['mainthread-work-breakdown']
  if (typeof audit?.numericValue === 'number') return Math.round(audit.numericValue)
  return `failed (${result?.lhr.runtimeError?.code ?? audit?.errorMessage ?? 'no result'})`
}

/** The median of a case's runs; a failed run (its error code) is left out. */
const medianOf = (values: (number | string)[]) =>
  Math.round(median(values.filter((value): value is number => typeof value === 'number')))

if (!process.argv.includes('--no-build')) {
  build()
  buildFloor()
}
// "No entry" refuses the client entry by its name: a renamed entry would measure the page as served.
if (!readdirSync(join(ROOT, 'dist/client/assets')).some((file) => /^index-.+\.js$/.test(file)))
  throw new Error('no dist/client/assets/index-*.js: the "no entry" variant would refuse nothing')
ensureDevVars()
const persistTo = join(ROOT, '.wrangler/bench-main-thread')
prepareDatabase(persistTo, { fresh: true })
const server = await startServer(PORT, persistTo)
const floor = await startFloor(FLOOR_PORT)
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
const startLoad = loadAverage()
const measured = new Map<string, (number | string)[]>()
const cases: { key: string; url: string; variant: Variant }[] = [
  { key: 'floor|served', url: `${floor.url}/`, variant: 'served' },
  { key: 'floor|no script', url: `${floor.url}/`, variant: 'no script' },
  ...pages.flatMap((path) =>
    (['served', 'no entry', 'no script'] as const).map((variant) => ({
      key: `${path}|${variant}`,
      url: `${server.url}${path}`,
      variant,
    })),
  ),
]
try {
  // Every case once per round, so a burst of load spreads over all of them instead of sinking one.
  for (let round = 0; round < runs; round++)
    for (const { key, url, variant } of cases)
      measured.set(key, [...(measured.get(key) ?? []), await mainThreadMs(chrome.port, url, BLOCKED[variant])])
} finally {
  chrome.kill()
  await server.stop()
  await floor.stop()
}

const cell = (key: string) => {
  const values = measured.get(key) ?? []
  return `${medianOf(values)} (${values.join(' / ')})`
}
const floorServed = medianOf(measured.get('floor|served') ?? [])
const floorDocument = medianOf(measured.get('floor|no script') ?? [])
const rows = pages.map((path) => {
  const served = medianOf(measured.get(`${path}|served`) ?? [])
  const noEntry = medianOf(measured.get(`${path}|no entry`) ?? [])
  const noScript = medianOf(measured.get(`${path}|no script`) ?? [])
  return {
    page: path,
    'as served, ms (runs)': cell(`${path}|served`),
    '× the floor': (served / floorServed).toFixed(2),
    'app never runs': cell(`${path}|no entry`),
    'no external script': cell(`${path}|no script`),
    'evaluation and hydration': served - noEntry,
    'compile of its modules': noEntry - noScript,
    'document beyond the floor’s': noScript - floorDocument,
  }
})
console.log(
  [
    `## Main-thread work by part (Lighthouse, medians of ${runs} runs alternating; load average ${startLoad} at start, ${loadAverage()} at end)`,
    `The floor: ${cell('floor|served')} ms as served, ${cell('floor|no script')} without scripts.`,
    markdownTable(rows),
  ].join('\n\n'),
)
