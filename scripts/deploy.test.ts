import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unstable_readConfig } from 'wrangler'
import {
  type BindingConfig,
  DEPLOY_ENVS,
  applyDeployIds,
  declaredBindings,
  deployProblems,
  routeHostsOf,
} from './lib/deploy-config.ts'
import { ROOT } from './lib/local-server.ts'

const D1 = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'
const KV = '0f1e2d3c4b5a69788796a5b4c3d2e1f0'
const complete = {
  D1_DATABASE_ID: D1,
  KV_NAMESPACE_ID: KV,
  API_KEY: 'a'.repeat(40),
  SESSION_SECRET: 'b'.repeat(48),
  VITE_SITE_ORIGIN: 'https://skrytka.pl',
}

/** Every binding the Worker needs (worker/env.server.ts), as a deployment's wrangler.toml section declares them. */
const ALL_BINDINGS = new Set([
  'DB',
  'CACHE',
  'MAIL_QUEUE',
  'MAIL_BULK_QUEUE',
  'ALERT_QUEUE',
  'EMAIL',
  'MEDIA',
  'IMAGES',
])
const at = (host: string, bindings: ReadonlySet<string> = ALL_BINDINGS, vars: Record<string, unknown> = {}) => ({
  routeHosts: [host],
  bindings,
  vars,
})
/** Production also needs Turnstile: the secret from the environment, the site key from `[env.production.vars]`. */
const production = { ...complete, TURNSTILE_SECRET: '0x4AAAAAAABkMYinukE8nzYS_secret' }
const productionVars = { ENVIRONMENT: 'production', TURNSTILE_SITE_KEY: '0x4AAAAAAABkMYinukE8nzY' }
const productionAt = (bindings: ReadonlySet<string> = ALL_BINDINGS) => at('skrytka.pl', bindings, productionVars)

describe('deploy configuration', () => {
  it('lets a complete environment through', () => {
    expect(deployProblems('production', production, productionAt())).toEqual([])
  })

  it('refuses production without Turnstile, and lets staging go without it', () => {
    expect(
      deployProblems('production', complete, at('skrytka.pl', ALL_BINDINGS, { ENVIRONMENT: 'production' })),
    ).toEqual([
      'TURNSTILE_SITE_KEY (var) and TURNSTILE_SECRET (secret) are missing: production requires Turnstile on sign-in',
    ])
    expect(deployProblems('production', complete, productionAt())).toEqual([
      'TURNSTILE_SECRET (secret) is not set in the environment: TURNSTILE_SITE_KEY is set, and the widget needs its secret to be checked',
    ])
    expect(
      deployProblems(
        'staging',
        { ...complete, VITE_SITE_ORIGIN: 'https://staging.skrytka.pl' },
        at('staging.skrytka.pl'),
      ),
    ).toEqual([])
  })

  it('names a binding the deployment does not declare', () => {
    const withoutMail = new Set(
      [...ALL_BINDINGS].filter((name) => name !== 'EMAIL' && name !== 'MAIL_QUEUE' && name !== 'MAIL_BULK_QUEUE'),
    )
    const problems = deployProblems('production', production, productionAt(withoutMail))
    expect(problems.some((p) => p.startsWith('MAIL_QUEUE ') && p.includes('is missing'))).toBe(true)
    expect(problems.some((p) => p.startsWith('MAIL_BULK_QUEUE ') && p.includes('is missing'))).toBe(true)
    expect(problems.some((p) => p.startsWith('EMAIL ') && p.includes('is missing'))).toBe(true)
  })

  it('names every missing id and secret', () => {
    expect(deployProblems('production', {}, productionAt())).toEqual([
      'D1_DATABASE_ID is not set: the D1 database id (`wrangler d1 create skrytka-production` prints it)',
      'KV_NAMESPACE_ID is not set: the KV namespace id (`wrangler kv namespace create skrytka-production-cache` prints it)',
      'API_KEY (secret) is not set in the environment',
      'SESSION_SECRET (secret) is not set in the environment',
      'VITE_SITE_ORIGIN is not set: the public origin, e.g. https://skrytka.pl',
    ])
  })

  it('refuses the local placeholders, sample secrets, a wrong origin and an unknown environment', () => {
    const problems = deployProblems(
      'staging',
      {
        ...complete,
        D1_DATABASE_ID: '00000000-0000-4000-8000-000000000001',
        SESSION_SECRET: 'local-dev-session-secret-change-me',
        VITE_SITE_ORIGIN: 'https://skrytka.pl',
      },
      at('staging.skrytka.pl'),
    )
    expect(problems).toEqual([
      'D1_DATABASE_ID is not a real id (00000000-0000-4000-8000-000000000001)',
      'SESSION_SECRET (secret) is the local sample value; set a real one for staging',
      'VITE_SITE_ORIGIN https://skrytka.pl is not served by [env.staging] routes (staging.skrytka.pl)',
    ])
    const none = { routeHosts: [], bindings: new Set<string>() }
    expect(deployProblems('prod', complete, none)).toEqual(['--env must be one of staging, production (got "prod")'])
    expect(deployProblems(undefined, complete, none)).toEqual([
      '--env must be one of staging, production (got nothing)',
    ])
  })

  it('writes the ids into a deployment build and leaves local builds alone', () => {
    const config = () => ({
      d1_databases: [{ binding: 'DB' } as { binding: string; database_id?: string }],
      kv_namespaces: [{ binding: 'CACHE' } as { binding: string; id?: string }],
    })
    const local = config()
    applyDeployIds(local, complete)
    expect(local.d1_databases[0]!.database_id).toBeUndefined()
    const production = config()
    applyDeployIds(production, { ...complete, CLOUDFLARE_ENV: 'production' })
    expect(production).toEqual({
      d1_databases: [{ binding: 'DB', database_id: D1 }],
      kv_namespaces: [{ binding: 'CACHE', id: KV }],
    })
    expect(() => applyDeployIds(config(), { CLOUDFLARE_ENV: 'production' })).toThrow(/D1_DATABASE_ID is not set/)
  })
})

describe('wrangler.toml', { timeout: 60_000 }, () => {
  it.each(DEPLOY_ENVS)('[env.%s] declares every binding the Worker needs and routes to its origin', (env) => {
    const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env }) as BindingConfig
    const bindings = declaredBindings(config)
    expect([...ALL_BINDINGS].filter((name) => !bindings.has(name))).toEqual([])
    const host = routeHostsOf(config)[0]!
    const problems = deployProblems(
      env,
      { ...complete, VITE_SITE_ORIGIN: `https://${host}` },
      { routeHosts: [host], bindings },
    )
    // Production's Turnstile site key is the account's to add before its first deploy (docs/deploy.md): not a binding.
    expect(problems.filter((problem) => !problem.startsWith('TURNSTILE_'))).toEqual([])
  })
})

// Each run loads wrangler's config reader (~4 s on a busy machine).
describe('npm run deploy', { timeout: 60_000 }, () => {
  // No network: the refusal comes before any build, migration or upload.
  const deploy = (args: string[], env: Record<string, string>) => {
    const clean = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !(name in complete) && !name.startsWith('CLOUDFLARE_')),
    )
    return spawnSync(process.execPath, [join(ROOT, 'scripts/deploy.ts'), ...args], {
      cwd: ROOT,
      env: { ...clean, ...env } as NodeJS.ProcessEnv,
      encoding: 'utf8',
      timeout: 30_000,
    })
  }

  it('refuses with a message naming what is missing', () => {
    const result = deploy(['--env', 'production'], {
      API_KEY: complete.API_KEY,
      VITE_SITE_ORIGIN: complete.VITE_SITE_ORIGIN,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Refusing to deploy to production')
    expect(result.stderr).toContain('D1_DATABASE_ID is not set')
    expect(result.stderr).toContain('KV_NAMESPACE_ID is not set')
    expect(result.stderr).toContain('SESSION_SECRET (secret) is not set in the environment')
    expect(result.stderr).not.toContain('API_KEY')
    expect(result.stdout).not.toContain('▶ build')
  })

  it('refuses without an environment', () => {
    const result = deploy([], complete)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('--env must be one of staging, production')
  })
})
