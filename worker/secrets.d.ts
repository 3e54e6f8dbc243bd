/** Secrets come from .dev.vars locally and `wrangler secret put` in production, so `wrangler types` cannot see them. */
interface Env {
  API_KEY: string
  SESSION_SECRET: string
}
