/**
 * `npm test`'s deploy step: `wrangler deploy --dry-run` on the build in dist/ (made by the test run's build step),
 * so a bundle Cloudflare would refuse — too large, an import the runtime lacks, a config wrangler rejects — fails
 * the tests instead of the deploy. Offline: a dry run uploads nothing and needs no account. Prints the size the
 * upload limit is measured on (gzip of the Worker's modules).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { OFFLINE_ENV, ROOT } from './lib/local-server.ts'

/** Workers' limit on the compressed upload (paid plan; the free plan allows 3 MiB). */
const LIMIT_GZIP_BYTES = 10 * 1024 * 1024
const FREE_PLAN_GZIP_BYTES = 3 * 1024 * 1024
const OUT = join(ROOT, '.wrangler/deploy-check')

if (!existsSync(join(ROOT, 'dist/server/wrangler.json'))) {
  console.error('deploy-check: no build in dist/ (run `npm run build` first)')
  process.exit(1)
}

rmSync(OUT, { recursive: true, force: true })
const result = spawnSync('wrangler', ['deploy', '--dry-run', '--outdir', OUT], {
  cwd: ROOT,
  env: { ...OFFLINE_ENV, WRANGLER_LOG: 'log' },
  encoding: 'utf8',
})
if (result.status !== 0) {
  console.error(result.stdout, result.stderr)
  console.error(`deploy-check: wrangler deploy --dry-run failed (exit ${result.status})`)
  process.exit(1)
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

// Source maps are uploaded beside the code but do not count towards the script size limit.
const modules = files(OUT).filter((path) => !path.endsWith('.map') && !path.endsWith('.json'))
let raw = 0
let gzip = 0
const rows = modules.map((path) => {
  const bytes = readFileSync(path)
  const zipped = gzipSync(bytes, { level: 9 }).byteLength
  raw += bytes.byteLength
  gzip += zipped
  return { path: relative(OUT, path), raw: bytes.byteLength, gzip: zipped }
})
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`
rows.sort((a, b) => b.gzip - a.gzip)
for (const row of rows.slice(0, 5))
  console.log(`  ${row.path.padEnd(48)} ${kib(row.raw).padStart(12)} ${kib(row.gzip).padStart(12)} gzip`)
// Wrangler's own figure for the upload when it prints one (what Cloudflare checks), else the sum per module.
const upload = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(result.stdout + result.stderr)
if (upload) {
  raw = Number(upload[1]) * 1024
  gzip = Number(upload[2]) * 1024
}
console.log(
  `Worker bundle: ${modules.length} modules, ${kib(raw)} (${kib(gzip)} gzip); limit ${kib(LIMIT_GZIP_BYTES)} gzip`,
)
if (gzip > FREE_PLAN_GZIP_BYTES)
  console.warn(`  note: over the free plan's ${kib(FREE_PLAN_GZIP_BYTES)}; needs Workers Paid`)
if (gzip > LIMIT_GZIP_BYTES) {
  console.error('deploy-check: the Worker is over the upload limit')
  process.exit(1)
}
