/**
 * Where this Worker runs, from the `ENVIRONMENT` var (wrangler.toml `[vars]`). The one rule for "is this local?":
 * local opens the local mailbox, `/__dev/*` and the test switches, so anything not plainly local is production.
 * An unset or unknown value is production too, never local: a deployment that forgot the var stays closed and
 * strict, and worker/env.server.ts names the unknown value at the first request. Local runs say `local` out loud:
 * wrangler.toml's top-level `[vars]`, which `npm start`, `npm run dev` and every test server read (ADR 0083).
 */
export const ENVIRONMENTS = ['local', 'staging', 'production'] as const
export type Environment = (typeof ENVIRONMENTS)[number]

const isEnvironment = (value: unknown): value is Environment => ENVIRONMENTS.includes(value as Environment)

export function environmentOf(env: { ENVIRONMENT?: string }): Environment {
  return isEnvironment(env.ENVIRONMENT) ? env.ENVIRONMENT : 'production'
}

export const isLocal = (env: { ENVIRONMENT?: string }): boolean => environmentOf(env) === 'local'
