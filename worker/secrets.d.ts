/** Secrets come from .dev.vars locally and `wrangler secret put` in production, so `wrangler types` cannot see them. */
interface Env {
  API_KEY: string
  SESSION_SECRET: string
  /** Optional: the bearer token that asks /healthz for its deep check (D1 primary and KV). */
  HEALTHZ_TOKEN?: string
}
