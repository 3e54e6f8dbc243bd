/**
 * Runs the BUILT worker locally in workerd (scripts/serve-worker.ts on dist/), with its own D1/KV state directory.
 * Used by `npm start`, the integration tests' global setup and Playwright's webServer.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { parseEnv, stripVTControlCharacters } from 'node:util'
import { environmentOf } from '../../server/environment.server.ts'
import { assertServerEnv } from '../../worker/env.server.ts'
import { type BindingConfig, declaredBindings } from './deploy-config.ts'

export const ROOT = resolve(import.meta.dirname, '../..')
const BIN = join(ROOT, 'node_modules/.bin')
/** Lets a script run by plain Node import through the tsconfig path aliases (@kernel/*, @api/*, …). */
const ALIAS_HOOKS = join(ROOT, 'scripts/lib/alias-hooks.ts')

/** No Request.cf fetch, no telemetry: everything stays on this machine. */
export const OFFLINE_ENV = {
  ...process.env,
  PATH: `${BIN}:${process.env.PATH ?? ''}`,
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
  CI: process.env.CI ?? '',
  // node:sqlite (the tests' direct D1 access) announces itself as experimental in every test worker.
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --disable-warning=ExperimentalWarning`.trim(),
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = OFFLINE_ENV) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env })
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited with ${result.status}`)
}

export function ensureDevVars() {
  const target = join(ROOT, '.dev.vars')
  if (!existsSync(target)) copyFileSync(join(ROOT, '.dev.vars.example'), target)
}

/**
 * Every wrangler command names its config (ADR 0083). `vite build` also leaves a redirect to the latest build
 * (.wrangler/deploy/config.json) for commands without one, but the latest build may be another brand's (dist-brand/)
 * or a deployment's: nothing here relies on it.
 * - A server serves a build, with the config written beside it: dist/'s unless another build is named.
 * - `wrangler d1` on local state reads wrangler.toml, the source of the database's id and migrations: it needs no
 *   build, so `npm run dev` and `db:reset` work before the first one.
 */
export const BUILT_CONFIG = join(ROOT, 'dist/server/wrangler.json')
export const SOURCE_CONFIG = join(ROOT, 'wrangler.toml')

/** `benchHooks`: a benchmark build, with bench/hooks/ compiled in (BENCH_HOOKS=1, vite.config.ts). */
export function build({ benchHooks = false } = {}) {
  run('vite', ['build', '--logLevel', 'warn'], benchHooks ? { ...OFFLINE_ENV, BENCH_HOOKS: '1' } : OFFLINE_ENV)
}

/** Rows in the tables a seed fills: 0 means a database nobody has used yet. */
function seededRows(persistTo: string): number {
  const sql =
    'SELECT (SELECT COUNT(*) FROM clients) + (SELECT COUNT(*) FROM users) + (SELECT COUNT(*) FROM facilities) AS n'
  const result = spawnSync(
    'wrangler',
    [
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      persistTo,
      '--config',
      SOURCE_CONFIG,
      '--command',
      sql,
      '--json',
    ],
    { cwd: ROOT, env: { ...OFFLINE_ENV, WRANGLER_LOG: 'log' }, encoding: 'utf8' },
  )
  // The JSON result is printed at wrangler's `log` level (`warn` and `info` swallow it).
  if (result.status !== 0) throw new Error(`counting seeded rows failed: ${result.stderr}`)
  const [first] = JSON.parse(result.stdout) as { results: { n: number }[] }[]
  return first?.results[0]?.n ?? 0
}

/**
 * Applies D1 migrations, then seeds — only an empty database, unless a seed is asked for (`seedArgs`, as
 * seed:large does; the seed only adds what is missing). Local data survives `npm start`; `fresh` starts over, from a
 * copy of the seeded template (seededTemplate) instead of migrating and seeding again.
 */
export function prepareDatabase(persistTo: string, { fresh = false, seedArgs = [] as string[] } = {}) {
  if (fresh) {
    rmSync(persistTo, { recursive: true, force: true })
    cpSync(seededTemplate(), persistTo, { recursive: true })
    if (seedArgs.length) seed(persistTo, seedArgs)
    return
  }
  mkdirSync(persistTo, { recursive: true })
  migrate(persistTo)
  if (!existsSync(SEED_SCRIPT)) return
  if (seedArgs.length || seededRows(persistTo) === 0) seed(persistTo, seedArgs)
  else console.log(`Local database in ${persistTo} has data: kept as it is (npm run db:reset starts over).`)
}

const SEED_SCRIPT = join(ROOT, 'scripts/seed.ts')

function migrate(persistTo: string) {
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', persistTo, '--config', SOURCE_CONFIG])
}

function seed(persistTo: string, seedArgs: string[]) {
  run(process.execPath, ['--import', ALIAS_HOOKS, SEED_SCRIPT, '--persist-to', persistTo, ...seedArgs])
}

/**
 * What a freshly migrated and seeded database depends on: the migrations, the seed and the code it runs, the
 * credentials it hashes (.dev.vars) and the config that names the database (SOURCE_CONFIG). Hashed, it names the
 * template.
 */
const TEMPLATE_INPUTS = [
  'api/db',
  'api/auth/password.ts',
  'api/facilities/slug.ts',
  'api/contract/marketplace.ts',
  'kernel',
  'scripts/seed.ts',
  'scripts/lib/alias-hooks.ts',
  '.dev.vars',
  'wrangler.toml',
]

function templateKey(): string {
  const hash = createHash('sha256')
  const add = (path: string) => {
    if (!existsSync(path)) return
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) add(join(path, name))
      return
    }
    hash.update(relative(ROOT, path)).update('\0').update(readFileSync(path)).update('\0')
  }
  for (const input of TEMPLATE_INPUTS) add(join(ROOT, input))
  return hash.digest('hex').slice(0, 16)
}

/**
 * A database migrated and seeded once per change of its inputs (templateKey), kept in .wrangler/ and copied for every
 * fresh database a test or benchmark asks for: migrating (11 s) and seeding with Argon2id hashes cost about 20 s of
 * CPU each time, and a test run wants eight or more (issue 37). Built in a folder of its own and renamed into place,
 * so two processes building it at once both end with a whole one.
 */
export function seededTemplate(): string {
  const root = join(ROOT, '.wrangler/test-template')
  const key = templateKey()
  const ready = join(root, key)
  if (existsSync(ready)) return ready
  const building = join(root, `${key}.${process.pid}.building`)
  rmSync(building, { recursive: true, force: true })
  mkdirSync(building, { recursive: true })
  migrate(building)
  if (existsSync(SEED_SCRIPT)) seed(building, [])
  try {
    renameSync(building, ready)
  } catch (error) {
    // Another process put its own in place first: use that one.
    rmSync(building, { recursive: true, force: true })
    if (!existsSync(ready)) throw error
  }
  // Templates of earlier inputs are of no further use.
  for (const name of readdirSync(root))
    if (name !== key && !name.endsWith('.building')) rmSync(join(root, name), { recursive: true, force: true })
  return ready
}

/** What `npm start` does after its build: prepare the database, then serve. */
export async function startLocal(port: number, persistTo: string): Promise<LocalServer> {
  ensureDevVars()
  prepareDatabase(persistTo)
  return startServer(port, persistTo)
}

export type LocalServer = { url: string; child: ChildProcess; stop: () => Promise<void> }

/**
 * The same check the Worker makes at its first request (worker/env.server.ts), made before the server starts: the
 * built config's vars and bindings, `.dev.vars`, and any `--var` override. Throws naming what is missing. A local
 * server serves a local build only: its ENVIRONMENT must say `local` (wrangler.toml's top-level `[vars]`), because
 * an unset one counts as production (ADR 0083) and a deployment's build must never run with the local switches.
 */
export function checkLocalConfig(
  extraVars: Record<string, string> = {},
  files = { built: BUILT_CONFIG, devVars: join(ROOT, '.dev.vars') },
) {
  const built = JSON.parse(readFileSync(files.built, 'utf8')) as BindingConfig
  const devVars = existsSync(files.devVars) ? parseEnv(readFileSync(files.devVars, 'utf8')) : {}
  const declared = declaredBindings(built)
  const vars = { ...built.vars, ...devVars, ...extraVars }
  const environment = environmentOf(vars)
  if (environment !== 'local')
    throw new Error(`${relative(ROOT, files.built)} is a ${environment} build, not a local one: run \`npm run build\``)
  assertServerEnv(vars, { declared })
}

/**
 * The command line of scripts/serve-worker.ts: the built Worker in workerd through Miniflare, without wrangler dev's
 * proxy (ADR 0113). `--test-scheduled`: the Cron Trigger's handler can be run on demand (GET
 * /cdn-cgi/local/scheduled), for tests.
 */
export const serveArgs = (config: string, port: number, persistTo: string, vars: Record<string, string> = {}) => [
  join(ROOT, 'scripts/serve-worker.ts'),
  '--config',
  config,
  '--port',
  String(port),
  '--persist-to',
  persistTo,
  '--test-scheduled',
  // Its own devtools port, tied to its own (servers started at the same moment must not pick the same one).
  '--inspector-port',
  String(port + 10_000),
  ...Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]),
]

/**
 * `faultLabel`: a server whose errors a test provokes on purpose; its lines are prefixed with the label, its
 * `✘ [ERROR]` lines relabelled as expected, and its shutdown chatter dropped, so a real error stands out.
 */
export async function startServer(
  port: number,
  persistTo: string,
  extraVars: Record<string, string> = {},
  faultLabel?: string,
  /** Another build's config (e.g. `dist-brand/server/wrangler.json`); dist/'s by default. */
  configPath?: string,
): Promise<LocalServer> {
  // Links in mail point at this server (api/mail/origin.ts): a developer or test can follow them.
  const vars = { SITE_ORIGIN: `http://127.0.0.1:${port}`, ...extraVars }
  checkLocalConfig(
    vars,
    configPath ? { built: resolve(ROOT, configPath), devVars: join(ROOT, '.dev.vars') } : undefined,
  )
  // A server left on the port (another checkout, an interrupted run) would answer the readiness check below and the
  // tests would run against it: refuse at once instead.
  if (await answers(`http://127.0.0.1:${port}/`))
    throw new Error(`port ${port} is already in use: stop that server or pick other ports (docs/testing.md, Ports)`)
  // The server reads .dev.vars beside the config it is given: the build's, which a build made before
  // ensureDevVars() has none of. Written only when it differs, since servers starting at once read it.
  const config = configPath ? resolve(ROOT, configPath) : BUILT_CONFIG
  const devVars = join(ROOT, '.dev.vars')
  const beside = join(dirname(config), '.dev.vars')
  if (existsSync(devVars) && (!existsSync(beside) || !readFileSync(beside).equals(readFileSync(devVars))))
    copyFileSync(devVars, beside)
  const child = spawn('node', serveArgs(config, port, persistTo, vars), {
    cwd: ROOT,
    env: OFFLINE_ENV,
    stdio: ['ignore', faultLabel ? 'pipe' : 'inherit', faultLabel ? 'pipe' : 'inherit'],
    detached: true,
  })
  let stopping = false
  if (faultLabel) {
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (line) => {
        const text = stripVTControlCharacters(line)
        if (stopping || !text.trim()) return
        console.log(`[${faultLabel}] ${text.replace(/^✘ \[ERROR\] /, 'expected error (injected fault): ')}`)
      })
    }
  }
  const url = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${url}/robots.txt`, child)
  } catch (error) {
    // A server that never answered must not outlive the failure and hold its port for the next run.
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {}
    throw error
  }
  return {
    url,
    child,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done()
        stopping = true
        child.once('exit', () => done())
        // The whole process group: workerd outlives its Node parent otherwise.
        try {
          process.kill(-child.pid!, 'SIGTERM')
        } catch {
          done()
        }
      }),
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the local server exited with ${child.exitCode}`)
    try {
      const response = await fetch(url, { redirect: 'manual' })
      if (response.status < 500) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`Server at ${url} did not start in ${timeoutMs} ms`)
}

/** The D1/KV state of the test server on `port` (integration: INTEGRATION_PORT, browser tests: E2E_PORT). */
export function testStateDir(port: number): string {
  return join(ROOT, `.wrangler/test-state-${port}`)
}
