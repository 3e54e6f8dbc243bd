/**
 * What a deploy needs from its environment (issue 16, docs/deploy.md). wrangler.toml names the deployments
 * (`[env.staging]`, `[env.production]`) but holds no ids and no secrets: the D1 and KV ids are written into the
 * build's config here (vite.config.ts), the secrets travel with the upload (scripts/deploy.ts). Pure functions,
 * so the refusals are tested without a network or an account.
 */
import { serverEnvProblems } from '../../worker/env.server.ts'

export const DEPLOY_ENVS = ['staging', 'production'] as const
export type DeployEnv = (typeof DEPLOY_ENVS)[number]
export const isDeployEnv = (value: string | undefined): value is DeployEnv =>
  (DEPLOY_ENVS as readonly string[]).includes(value ?? '')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const KV_ID = /^[0-9a-f]{32}$/i
/** The local placeholders in wrangler.toml: a deploy to them would create or hit nothing real. */
const PLACEHOLDER_ID = /^0{8}-0{4}-4000-8000-0{11}1$|^0{31}1$/

/** Uploaded with each deploy from the deploy's environment; TURNSTILE_SECRET is required for production only. */
export const SECRET_NAMES = [
  'API_KEY',
  'SESSION_SECRET',
  'TURNSTILE_SECRET',
  'CEIDG_API_TOKEN',
  'REGON_API_KEY',
] as const

type Env = Record<string, string | undefined>

const ID_VARS = {
  D1_DATABASE_ID: { shape: UUID, hint: 'the D1 database id (`wrangler d1 create skrytka-<env>` prints it)' },
  KV_NAMESPACE_ID: {
    shape: KV_ID,
    hint: 'the KV namespace id (`wrangler kv namespace create skrytka-<env>-cache` prints it)',
  },
} as const

function idProblems(target: DeployEnv, env: Env): string[] {
  return Object.entries(ID_VARS).flatMap(([name, { shape, hint }]) => {
    const value = env[name]
    if (!value) return [`${name} is not set: ${hint.replace('<env>', target)}`]
    if (!shape.test(value) || PLACEHOLDER_ID.test(value)) return [`${name} is not a real id (${value})`]
    return []
  })
}

/** The part of a wrangler config (wrangler's own reader, or a build's wrangler.json) that declares bindings. */
export type BindingConfig = {
  d1_databases?: { binding: string }[]
  kv_namespaces?: { binding: string }[]
  queues?: { producers?: { binding: string }[] }
  send_email?: { name: string }[]
  r2_buckets?: { binding: string }[]
  images?: { binding: string }
  routes?: (string | { pattern: string })[]
  vars?: Record<string, unknown>
}

/** Every binding name a config declares: D1, KV, queue producers, send_email, R2 and Images. */
export function declaredBindings(config: BindingConfig): Set<string> {
  return new Set([
    ...(config.d1_databases ?? []).map((d) => d.binding),
    ...(config.kv_namespaces ?? []).map((k) => k.binding),
    ...(config.queues?.producers ?? []).map((q) => q.binding),
    ...(config.send_email ?? []).map((e) => e.name),
    ...(config.r2_buckets ?? []).map((r) => r.binding),
    ...(config.images ? [config.images.binding] : []),
  ])
}

/** The hosts an environment's routes serve (`skrytka.pl`, `staging.skrytka.pl`). */
export const routeHostsOf = (config: BindingConfig) =>
  (config.routes ?? []).map((route) => (typeof route === 'string' ? route : route.pattern).replace(/\/\*?$/, ''))

/** What wrangler.toml says of one deployment: its routes' hosts and the bindings it declares. */
export type Declared = {
  routeHosts: readonly string[]
  bindings: ReadonlySet<string>
  /** The environment's `[env.<target>.vars]` (the Turnstile site key lives there). */
  vars?: Record<string, unknown>
}

/**
 * Everything missing or wrong for deploying `target`, each line naming its variable or binding; empty when the
 * deploy may go ahead. `declared` is read from wrangler.toml's [env.<target>]: the public origin the build writes
 * into canonical links must be one of its routes' hosts, and every binding the Worker needs must be declared.
 */
export function deployProblems(target: string | undefined, env: Env, declared: Declared): string[] {
  if (!isDeployEnv(target))
    return [`--env must be one of ${DEPLOY_ENVS.join(', ')} (got ${target ? `"${target}"` : 'nothing'})`]
  const problems = idProblems(target, env)
  const secrets = Object.fromEntries(SECRET_NAMES.flatMap((name) => (env[name] ? [[name, env[name]]] : [])))
  for (const problem of serverEnvProblems(
    { ...declared.vars, ...secrets, ENVIRONMENT: target },
    { declared: declared.bindings },
  )) {
    problems.push(problem.replace('(secret) is missing', '(secret) is not set in the environment'))
  }
  const { routeHosts } = declared
  const origin = env.VITE_SITE_ORIGIN
  if (!origin)
    problems.push(`VITE_SITE_ORIGIN is not set: the public origin, e.g. https://${routeHosts[0] ?? 'example.com'}`)
  else {
    let url: URL | null = null
    try {
      url = new URL(origin)
    } catch {
      // Reported below.
    }
    if (url?.protocol !== 'https:' || url.origin !== origin)
      problems.push(`VITE_SITE_ORIGIN must be an https origin without a path (got ${origin})`)
    else if (!routeHosts.includes(url.host))
      problems.push(
        `VITE_SITE_ORIGIN ${origin} is not served by [env.${target}] routes (${routeHosts.join(', ') || 'none'})`,
      )
  }
  return problems
}

type WorkerConfigIds = {
  d1_databases?: { binding: string; database_id?: string }[]
  kv_namespaces?: { binding: string; id?: string }[]
}

/**
 * The build's Worker config for a deployment (vite.config.ts, Cloudflare Vite plugin's `config` hook): the ids
 * from the environment go into the DB and CACHE bindings. Local builds (no CLOUDFLARE_ENV) are left as they are.
 * Mutates in place: the plugin merges returned arrays by concatenation, which would add a second binding.
 */
export function applyDeployIds(config: WorkerConfigIds, env: Env): void {
  const target = env.CLOUDFLARE_ENV
  if (!target) return
  if (!isDeployEnv(target)) throw new Error(`CLOUDFLARE_ENV must be one of ${DEPLOY_ENVS.join(', ')} (got "${target}")`)
  const problems = idProblems(target, env)
  if (problems.length) throw new Error(`Cannot build for ${target}:\n  - ${problems.join('\n  - ')}`)
  const db = config.d1_databases?.find((d) => d.binding === 'DB')
  const kv = config.kv_namespaces?.find((k) => k.binding === 'CACHE')
  if (!db || !kv) throw new Error(`[env.${target}] in wrangler.toml must declare the DB (D1) and CACHE (KV) bindings`)
  db.database_id = env.D1_DATABASE_ID
  kv.id = env.KV_NAMESPACE_ID
}
