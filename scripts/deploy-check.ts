/**
 * `npm test`'s deploy step: `wrangler deploy --dry-run` on the build in dist/ (made by the test run's build step),
 * so a bundle Cloudflare would refuse — too large, an import the runtime lacks, a config wrangler rejects — fails
 * the tests instead of the deploy. Then the same bundle for each deployment (staging, production) with that
 * deployment's config (its [env.<name>] bindings and dummy ids, deploymentConfig), and every binding it declares
 * in wrangler.toml (D1, KV, queues, send_email, R2, Images) must be in the Worker wrangler accepted. Offline: a dry
 * run uploads nothing and needs no account. Prints the size the upload limit is measured on (gzip of the Worker's
 * modules). `-- --local-only` skips the deployments.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { unstable_readConfig } from 'wrangler'
import {
  applyDeployIds,
  type BindingConfig,
  DEPLOY_ENVS,
  type DeployEnv,
  declaredBindings,
} from './lib/deploy-config.ts'
import { BUILT_CONFIG, OFFLINE_ENV, ROOT } from './lib/local-server.ts'

/** Workers' limit on the compressed upload (paid plan; the free plan allows 3 MiB). */
const LIMIT_GZIP_BYTES = 10 * 1024 * 1024
const FREE_PLAN_GZIP_BYTES = 3 * 1024 * 1024
const CHECK_DIR = join(ROOT, '.wrangler/deploy-check')
const OUT = join(CHECK_DIR, 'local')
/** Shaped like real ids (a deployment build refuses the local placeholders); nothing is created or reached. */
const DUMMY_IDS = {
  D1_DATABASE_ID: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
  KV_NAMESPACE_ID: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
}

if (!existsSync(BUILT_CONFIG)) {
  console.error('deploy-check: no build in dist/ (run `npm run build` first)')
  process.exit(1)
}

/** `wrangler deploy --dry-run` into `outdir`; exits the check when wrangler refuses. Returns wrangler's output. */
function dryRun(outdir: string, label: string, config: string): string {
  rmSync(outdir, { recursive: true, force: true })
  const result = spawnSync('wrangler', ['deploy', '--dry-run', '--outdir', outdir, '--config', config], {
    cwd: ROOT,
    env: { ...OFFLINE_ENV, WRANGLER_LOG: 'log' },
    encoding: 'utf8',
  })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    console.error(`deploy-check: wrangler deploy --dry-run failed for ${label} (exit ${result.status})`)
    process.exit(1)
  }
  return result.stdout + result.stderr
}

const output = dryRun(OUT, 'the local build', BUILT_CONFIG)

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
const upload = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output)
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

if (process.argv.includes('--local-only')) process.exit(0)

/** What an `[env.<name>]` section sets for its deployment: its bindings, vars, routes, crons and logs. */
const ENV_KEYS = [
  'name',
  'routes',
  'vars',
  'triggers',
  'observability',
  'd1_databases',
  'kv_namespaces',
  'queues',
  'send_email',
  'r2_buckets',
  'images',
] as const

/**
 * One deployment's Worker config for the build in dist/: the built config with what `[env.<target>]` declares in
 * its place and the deployment's ids written in by the same function a CLOUDFLARE_ENV build uses (applyDeployIds).
 * A deployment build differs from dist/ only in that config and in the public origin it bakes into the pages, and
 * the origin has its own check (deployProblems, deploy.test.ts): so the same bundle is dry-run with each
 * deployment's config instead of two more full builds (issue 37).
 */
function deploymentConfig(target: DeployEnv, declared: BindingConfig): string {
  const built = JSON.parse(readFileSync(BUILT_CONFIG, 'utf8')) as Record<string, unknown>
  const config: Record<string, unknown> = { ...built }
  for (const key of ['configPath', 'userConfigPath', 'topLevelName', 'definedEnvironments']) delete config[key]
  for (const key of ENV_KEYS) config[key] = structuredClone((declared as Record<string, unknown>)[key])
  applyDeployIds(config, { ...DUMMY_IDS, CLOUDFLARE_ENV: target })
  // Paths in a build's config are relative to dist/server/; this one lives elsewhere.
  config.main = join(ROOT, 'dist/server', String(built.main))
  config.assets = { ...(built.assets as object), directory: join(ROOT, 'dist/client') }
  for (const db of config.d1_databases as { migrations_dir?: string }[])
    db.migrations_dir = join(ROOT, 'api/db/migrations')
  const dir = join(CHECK_DIR, target)
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const path = join(dir, 'wrangler.json')
  writeFileSync(path, JSON.stringify(config, null, 2))
  return path
}

/** The dry run of a deployment: every binding wrangler.toml declares for it must be in the Worker wrangler lists. */
function check(target: DeployEnv, declared: BindingConfig): string[] {
  const listed = dryRun(join(CHECK_DIR, target, 'out'), target, deploymentConfig(target, declared))
  const bindings = listed.slice(listed.indexOf('has access to the following bindings'))
  const names = [...declaredBindings(declared)]
  console.log(`${target}: wrangler accepts the build with ${names.join(', ')}`)
  return names
    .filter((name) => !bindings.includes(`env.${name} `))
    .map((name) => `${target}: ${name} is declared in wrangler.toml but not in the Worker wrangler accepted`)
}

const declared = Object.fromEntries(
  DEPLOY_ENVS.map((target) => [
    target,
    unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env: target }) as BindingConfig,
  ]),
) as Record<DeployEnv, BindingConfig>
const problems = DEPLOY_ENVS.flatMap((target) => check(target, declared[target]))
if (problems.length) {
  console.error(`deploy-check:\n  - ${problems.join('\n  - ')}`)
  process.exit(1)
}
