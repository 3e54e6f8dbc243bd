import * as v from 'valibot'
import { errorFields, log } from '@server/log.server'
import { TURNSTILE_LOGIN_ACTION } from '../contract/auth'
import type { ApiBindings } from '../types'

/**
 * Turnstile's server-side check (ADR 0056): a token from the sign-in form's widget is worth nothing until
 * Siteverify says so (tokens can be forged, expire after 300 s, and are single-use). Off where no secret is
 * configured (locally, in tests), so the sign-in form works offline.
 */
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/** Well inside the edge's 4.5 s upstream timeout: a slow Siteverify is a refusal, never a 504. */
const VERIFY_TIMEOUT_MS = 2500

const SiteverifyAnswer = v.object({
  success: v.boolean(),
  action: v.optional(v.string()),
  'error-codes': v.optional(v.array(v.string())),
})

type TurnstileEnv = Pick<ApiBindings, 'TURNSTILE_SECRET' | 'TURNSTILE_VERIFY_URL'>

export const turnstileOn = (env: TurnstileEnv): boolean => Boolean(env.TURNSTILE_SECRET)

/**
 * True when Siteverify accepts `token` for this visitor. Fails closed: no token, an unreachable or slow Siteverify,
 * an answer that is not its JSON, or a token for another action are all refusals.
 */
export async function passesTurnstile(
  env: TurnstileEnv,
  token: string | undefined,
  remoteIp: string | null,
  expectedAction: string = TURNSTILE_LOGIN_ACTION,
) {
  if (!env.TURNSTILE_SECRET || !token) return false
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET, response: token })
  if (remoteIp) form.set('remoteip', remoteIp)
  try {
    const response = await fetch(env.TURNSTILE_VERIFY_URL || SITEVERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    if (!response.ok) {
      log('warn', 'turnstile_unavailable', { status: response.status })
      return false
    }
    const answer = v.safeParse(SiteverifyAnswer, await response.json())
    if (!answer.success || !answer.output.success) return false
    // A token minted for another widget of the same site key is refused. Cloudflare's test secrets answer without
    // an action; a real token carries the one it was rendered with.
    return !answer.output.action || answer.output.action === expectedAction
  } catch (error) {
    // Unreachable, slow or not JSON: the visitor is refused (and can try again); the operator sees why.
    log('warn', 'turnstile_unavailable', errorFields(error))
    return false
  }
}
