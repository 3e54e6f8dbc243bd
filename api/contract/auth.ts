import * as v from 'valibot'
import { LANGS } from '@kernel/lang'
import { email } from './common'

export const TURNSTILE_TOKEN_MAX = 2048
/** The action the sign-in widget is rendered with; Siteverify's answer must name it (api/auth/turnstile.ts). */
export const TURNSTILE_LOGIN_ACTION = 'login'
/** The reservation form's widget (issue 39): a sign-in token is no reservation token, nor the other way round. */
export const TURNSTILE_RESERVATION_ACTION = 'reservation'

export const ROLES = ['SUPERADMIN', 'CLIENT', 'TENANT'] as const
export type Role = (typeof ROLES)[number]

export const LoginSchema = v.object({
  email: email('invalidEmail'),
  password: v.pipe(v.string('minPassword'), v.minLength(6, 'minPassword'), v.maxLength(200, 'minPassword')),
  remember: v.optional(
    v.union([
      v.boolean(),
      v.pipe(
        v.picklist(['on', 'true', 'false']),
        v.transform((s) => s !== 'false'),
      ),
    ]),
    false,
  ),
  /** The sign-in page's language: the user's e-mails (panel notifications) are written in it. */
  lang: v.optional(v.picklist(LANGS)),
  /**
   * The Turnstile widget's token (ADR 0056), where the server has Turnstile configured; ignored where it has not.
   * Cloudflare's tokens are at most 2048 characters.
   */
  turnstileToken: v.optional(v.pipe(v.string(), v.maxLength(TURNSTILE_TOKEN_MAX, 'challengeFailed'))),
})
export type LoginInput = v.InferInput<typeof LoginSchema>
export type LoginOutput = v.InferOutput<typeof LoginSchema>

export type CurrentUser = {
  userId: number
  role: Role
  name: string
  email: string
  clientId: number | null
  client?: { id: number; companyName: string | null } | null
}

/** GET /api/auth/challenge: the public Turnstile site key, or null where the check is off (local, tests). */
export type ChallengeConfig = { siteKey: string | null }
