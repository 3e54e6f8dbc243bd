/**
 * `npm run deploy -- --env staging|production [--dry-run]` (docs/deploy.md): checks the environment, builds that
 * deployment, applies D1 migrations to its remote database, then uploads the Worker with its secrets.
 *
 * Everything account-specific comes from the environment, nothing from the repository: D1_DATABASE_ID,
 * KV_NAMESPACE_ID, API_KEY, SESSION_SECRET, VITE_SITE_ORIGIN, for production TURNSTILE_SECRET (its site key is in
 * wrangler.toml's `[env.production.vars]`) (plus CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID
 * in CI, or a `wrangler login` at a desk). Refuses before any build or network call when one is missing.
 * `--dry-run` builds and runs `wrangler deploy --dry-run` (no migrations, no upload).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { unstable_readConfig } from 'wrangler'
import {
  type BindingConfig,
  DEPLOY_ENVS,
  type Declared,
  SECRET_NAMES,
  declaredBindings,
  deployProblems,
  routeHostsOf,
} from './lib/deploy-config.ts'
import { BUILT_CONFIG, OFFLINE_ENV, ROOT, run } from './lib/local-server.ts'

const { values } = parseArgs({
  options: { env: { type: 'string', short: 'e' }, 'dry-run': { type: 'boolean', default: false } },
})
const target = values.env
const dryRun = values['dry-run']

/** The deployment's routes and bindings as wrangler.toml declares them (nothing for an unknown environment). */
function declared(env: string | undefined): Declared {
  try {
    if (!env) throw new Error('no environment')
    const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env }) as BindingConfig
    return { routeHosts: routeHostsOf(config), bindings: declaredBindings(config), vars: config.vars ?? {} }
  } catch {
    return { routeHosts: [], bindings: new Set() }
  }
}

const problems = deployProblems(target, process.env, declared(target))
if (problems.length) {
  console.error(
    `\nRefusing to deploy${target ? ` to ${target}` : ''}:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`,
  )
  console.error(`Usage: npm run deploy -- --env <${DEPLOY_ENVS.join('|')}> [--dry-run]. See docs/deploy.md.\n`)
  process.exit(1)
}

// Talks to Cloudflare: not the offline environment the local scripts use, but still no telemetry.
const deployEnv = { ...process.env, PATH: OFFLINE_ENV.PATH, CLOUDFLARE_ENV: target, WRANGLER_SEND_METRICS: 'false' }

console.log(`\n▶ build for ${target}`)
run('vite', ['build', '--logLevel', 'warn'], deployEnv)

// The build wrote dist/server/wrangler.json for this environment (ids filled in): wrangler is given that config
// (BUILT_CONFIG), so no --env from here on.
if (!dryRun) {
  console.log(`\n▶ D1 migrations on the remote ${target} database`)
  run('wrangler', ['d1', 'migrations', 'apply', 'DB', '--remote', '--config', BUILT_CONFIG], deployEnv)
}

const secretsDir = mkdtempSync(join(tmpdir(), 'deploy-secrets-'))
const secretsFile = join(secretsDir, 'secrets.json')
try {
  writeFileSync(
    secretsFile,
    JSON.stringify(
      Object.fromEntries(SECRET_NAMES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
    ),
    { mode: 0o600 },
  )
  console.log(`\n▶ ${dryRun ? 'dry-run deploy' : 'deploy'} of ${target}`)
  const args = [
    'deploy',
    '--config',
    BUILT_CONFIG,
    '--secrets-file',
    secretsFile,
    ...(dryRun ? ['--dry-run', '--outdir', join(ROOT, '.wrangler/deploy-dry-run')] : []),
  ]
  run('wrangler', args, deployEnv)
} finally {
  rmSync(secretsDir, { recursive: true, force: true })
}
console.log(
  dryRun
    ? `\n${target}: dry run passed.\n`
    : `\n${target} deployed. Roll back with: npx wrangler rollback --name skrytka-${target}\n`,
)
