import type { CurrentUser } from './contract/auth'
import type { Db } from './lib/db'
import type { RegistryEnv } from './registries/config'

/**
 * Bindings the API needs; the edge passes its own Env. `DB` is read only by the D1 middleware (api/middleware/d1.ts):
 * handlers use `c.var.db`, this request's D1 session.
 */
export type ApiBindings = Pick<Env, 'DB' | 'API_KEY' | 'SESSION_SECRET' | 'MEDIA' | 'IMAGES'> &
  // The mail queues: optional so an API host without them still answers; its rows are then sent by the sweeper's host.
  Partial<Pick<Env, 'API_KEY_HEADER' | 'MAIL_QUEUE' | 'MAIL_BULK_QUEUE' | 'ALERT_QUEUE'>> & {
    RATE_LIMIT_LOGIN_PER_EMAIL?: string
    RATE_LIMIT_LOGIN_PER_IP?: string
    RATE_LIMIT_FORMS_PER_IP?: string
    RATE_LIMIT_PANEL_SAVES?: string
    /** The bulk mail lane's daily budget (api/mail/lanes.ts), shown in the console. */
    MAIL_BULK_DAILY_LIMIT?: string
    /** Sign-in links asked for per network and per normalised address in 10 minutes (issue 40; 10 and 3). */
    RATE_LIMIT_EMAIL_LINK_PER_IP?: string
    RATE_LIMIT_EMAIL_LINK_PER_EMAIL?: string
    /** Password-reset requests per network and per mailbox in 15 minutes (issue 40; defaults 10 and 3). */
    RATE_LIMIT_RESET_PER_IP?: string
    RATE_LIMIT_RESET_PER_EMAIL?: string
    /** Turnstile on the sign-in form (ADR 0056): both set, or neither (the check off). */
    TURNSTILE_SITE_KEY?: string
    TURNSTILE_SECRET?: string
    /** Siteverify's address; a test's local stand-in. Unset: Cloudflare's. */
    TURNSTILE_VERIFY_URL?: string
    /** Checks asked from the panel per network and per company in an hour (issue 42; defaults 10 and 5). */
    RATE_LIMIT_VERIFY_PER_IP?: string
    RATE_LIMIT_VERIFY_PER_COMPANY?: string
  } & RegistryEnv
export type ApiEnv = {
  Bindings: ApiBindings
  Variables: { db: Db; user: CurrentUser | null; sessionHash: string | null }
}
