import * as v from 'valibot'
// Relative, with its extension: scripts/lib/local-server.ts runs this file in plain Node, which has no aliases.
import { ENVIRONMENTS, environmentOf } from '../server/environment.server.ts'

/**
 * The server's configuration (issue 16): bindings from wrangler.toml, vars from its `[vars]`, secrets from
 * `.dev.vars` locally and `wrangler secret` / the deploy's secrets file in Cloudflare. Checked once per isolate at
 * its first request (src/server.ts), and by `npm start` and the test servers before they start
 * (scripts/lib/local-server.ts), so a missing or malformed value stops everything with its name in the message
 * instead of surfacing later as a 500 from some handler.
 */

/** Bindings are objects from the runtime; in Node only their declaration in the built config can be checked. */
export const BINDINGS = {
  DB: { kind: 'D1 binding', methods: ['prepare', 'withSession'] },
  CACHE: { kind: 'KV binding', methods: ['get', 'put', 'getWithMetadata'] },
  MAIL_QUEUE: { kind: 'Queue producer binding', methods: ['send', 'sendBatch'] },
  /** The bulk lane's queue (issue 41, ADR 0094): alert mails, digests, renewals, the newsletter's welcome. */
  MAIL_BULK_QUEUE: { kind: 'Queue producer binding', methods: ['send', 'sendBatch'] },
  ALERT_QUEUE: { kind: 'Queue producer binding', methods: ['send', 'sendBatch'] },
  MEDIA: { kind: 'R2 binding', methods: ['get', 'put', 'delete'] },
  IMAGES: { kind: 'Images binding', methods: ['info', 'input'] },
} as const
/** Outside local, mail goes out through the Email Service (api/mail/mailer.ts): its binding must be there. */
const EMAIL_BINDING = { name: 'EMAIL', kind: 'send_email binding', methods: ['send'] } as const

const secret = (min: number) => v.pipe(v.string('must be text'), v.minLength(min, `must be at least ${min} characters`))
const positiveInt = v.optional(v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,6}$/, 'must be a positive whole number')))

const turnstileKey = v.pipe(
  v.string(),
  v.regex(/^[0-9A-Za-z_-]{8,128}$/, 'must be a Turnstile key (letters, digits, - and _ as the dashboard shows it)'),
)

const VarsSchema = v.object({
  API_KEY: secret(16),
  SESSION_SECRET: secret(32),
  HEALTHZ_TOKEN: v.optional(secret(16)),
  API_ORIGIN: v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.url('must be a URL or empty'))], 'must be a URL or empty'),
  ),
  API_KEY_HEADER: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, 'must be an HTTP header name'))),
  ENVIRONMENT: v.optional(v.picklist(ENVIRONMENTS, `must be one of ${ENVIRONMENTS.join(', ')}`)),
  OUTBOX_RETENTION_DAYS: positiveInt,
  /** The origin of every link in mail (api/mail/origin.ts); unset: the build's VITE_SITE_ORIGIN. */
  SITE_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/?#\s]+$/, 'must be an origin such as https://example.com (no path, no trailing slash)'),
    ),
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'))),
  MAIL_RETRY_BASE_S: positiveInt,
  /** The bulk lane's daily budget (api/mail/lanes.ts); unset: 1,000. */
  MAIL_BULK_DAILY_LIMIT: positiveInt,
  RATE_LIMIT_LOGIN_PER_EMAIL: positiveInt,
  RATE_LIMIT_LOGIN_PER_IP: positiveInt,
  RATE_LIMIT_FORMS_PER_IP: positiveInt,
  RATE_LIMIT_PANEL_SAVES: positiveInt,
  /** Turnstile on the sign-in form (ADR 0056): the public site key and its secret, both or neither. */
  TURNSTILE_SITE_KEY: v.optional(turnstileKey),
  TURNSTILE_SECRET: v.optional(turnstileKey),
  /** Siteverify's address: unset in Cloudflare; a local stand-in in tests (the machine has no internet). */
  TURNSTILE_VERIFY_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** Issue 42: the public registers' addresses (unset: the registers' own; locally the fake on SITE_ORIGIN). */
  REGISTRY_VAT_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  REGISTRY_KRS_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  REGISTRY_CEIDG_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  REGISTRY_REGON_URL: v.optional(v.pipe(v.string(), v.url('must be a URL'))),
  /** The CEIDG API's token and GUS's BIR1 key; without one, that register reads as unanswered (needs review). */
  CEIDG_API_TOKEN: v.optional(secret(8)),
  REGON_API_KEY: v.optional(secret(8)),
  RATE_LIMIT_VERIFY_PER_IP: positiveInt,
  RATE_LIMIT_VERIFY_PER_COMPANY: positiveInt,
  /** Test and benchmark servers only (worker/cache/kv.ts, bench/hooks/cache-bust.ts); refused in Cloudflare below. */
  FAULTS: v.optional(v.string()),
  BENCH_CACHE_BUST: v.optional(v.string()),
})

/** What each name is, for the message: an operator fixes a secret elsewhere than a var. */
const KINDS: Record<string, string> = {
  API_KEY: 'secret',
  SESSION_SECRET: 'secret',
  HEALTHZ_TOKEN: 'secret',
  TURNSTILE_SECRET: 'secret',
  CEIDG_API_TOKEN: 'secret',
  REGON_API_KEY: 'secret',
  ...Object.fromEntries(Object.entries(BINDINGS).map(([name, b]) => [name, b.kind])),
}
const kindOf = (name: string) => KINDS[name] ?? 'var'

/** The sample values of .dev.vars.example must never serve real traffic. */
const PLACEHOLDER = /change-me/i

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`Invalid server configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.problems = problems
    this.name = 'ConfigError'
  }
}

type BindingCheck = { runtime: true } | { declared: ReadonlySet<string> }

function isBinding(value: unknown, methods: readonly string[]): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    methods.every((m) => typeof (value as Record<string, unknown>)[m] === 'function')
  )
}

/** Every problem at once, each naming its binding, var or secret. Empty when the configuration is usable. */
export function serverEnvProblems(env: Record<string, unknown>, bindings: BindingCheck = { runtime: true }): string[] {
  const problems: string[] = []
  for (const [name, { kind, methods }] of Object.entries(BINDINGS)) {
    const ok = 'runtime' in bindings ? isBinding(env[name], methods) : bindings.declared.has(name)
    if (!ok) problems.push(`${name} (${kind}) is missing`)
  }
  const result = v.safeParse(VarsSchema, env)
  if (!result.success) {
    for (const issue of result.issues) {
      const name = v.getDotPath(issue) ?? '?'
      problems.push(`${name} (${kindOf(name)}) ${issue.input === undefined ? 'is missing' : issue.message}`)
    }
    return problems
  }
  const environment = environmentOf(result.output)
  const { TURNSTILE_SITE_KEY: siteKey, TURNSTILE_SECRET: turnstileSecret } = result.output
  // One without the other would show a widget nobody checks, or check tokens no page can get.
  if (Boolean(siteKey) !== Boolean(turnstileSecret))
    problems.push(
      siteKey
        ? 'TURNSTILE_SECRET (secret) is missing: TURNSTILE_SITE_KEY is set, and the widget needs its secret to be checked'
        : 'TURNSTILE_SITE_KEY (var) is missing: TURNSTILE_SECRET is set, and the sign-in form needs the site key to show the widget',
    )
  // Production signs people in behind Turnstile (issue 30, ADR 0056): a deployment without it would take a
  // rotating flood on the password hashes alone. Locally and on staging it stays optional.
  if (environment === 'production' && !siteKey && !turnstileSecret)
    problems.push(
      'TURNSTILE_SITE_KEY (var) and TURNSTILE_SECRET (secret) are missing: production requires Turnstile on sign-in',
    )
  if (environment !== 'local') {
    for (const name of ['API_KEY', 'SESSION_SECRET', 'HEALTHZ_TOKEN'] as const) {
      if (PLACEHOLDER.test(result.output[name] ?? ''))
        problems.push(`${name} (secret) is the local sample value; set a real one for ${environment}`)
    }
    const emailOk =
      'runtime' in bindings
        ? isBinding(env[EMAIL_BINDING.name], EMAIL_BINDING.methods)
        : bindings.declared.has(EMAIL_BINDING.name)
    if (!emailOk) problems.push(`${EMAIL_BINDING.name} (${EMAIL_BINDING.kind}) is missing for ${environment}`)
    if (result.output.FAULTS)
      problems.push(`FAULTS (var) injects failures for tests and must be empty in ${environment}`)
    if (result.output.TURNSTILE_VERIFY_URL)
      problems.push(`TURNSTILE_VERIFY_URL (var) is for tests (a local Siteverify) and must be empty in ${environment}`)
    if (result.output.BENCH_CACHE_BUST)
      problems.push(`BENCH_CACHE_BUST (var) is for benchmarks and must be empty in ${environment}`)
  }
  return problems
}

export function assertServerEnv(env: Record<string, unknown>, bindings?: BindingCheck): void {
  const problems = serverEnvProblems(env, bindings)
  if (problems.length) throw new ConfigError(problems)
}

const checked = new WeakSet<object>()

/**
 * At an isolate's first request; a failure is not remembered, so every request of a broken isolate answers 500
 * and logs the names. The env object is the same for every request of an isolate: later requests cost a lookup.
 */
export function ensureServerEnv(env: object): void {
  if (checked.has(env)) return
  assertServerEnv(env as Record<string, unknown>)
  checked.add(env)
}
