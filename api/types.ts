import type { CurrentUser } from './contract/auth'

/** Bindings the API needs; the edge passes its own Env. */
export type ApiBindings = Pick<Env, 'DB' | 'API_KEY'> & Partial<Pick<Env, 'SESSION_SECRET' | 'API_KEY_HEADER'>> & {
  RATE_LIMIT_LOGIN_PER_EMAIL?: string
  RATE_LIMIT_LOGIN_PER_IP?: string
  RATE_LIMIT_FORMS_PER_IP?: string
}
export type ApiEnv = { Bindings: ApiBindings; Variables: { user: CurrentUser | null; sessionHash: string | null } }
