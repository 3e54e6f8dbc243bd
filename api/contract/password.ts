import * as v from 'valibot'
import { LANGS } from '@kernel/lang'
import { email } from './common'

/**
 * Password reset, the set-password link and changing a password (issue 40, ADR 0089): the forms and the API read
 * these schemas, so they cannot disagree. Messages are keys (src/ui/form/messages.ts, PASSWORD_ERRORS).
 */

/** The house's rule for a password anyone chooses: the sign-in form's and the console's (6 to 200 characters). */
export const newPassword = v.pipe(
  v.string('minPassword'),
  v.minLength(6, 'minPassword'),
  v.maxLength(200, 'maxPassword'),
)

/** POST /api/auth/password-reset: the reset page's first form. */
export const PasswordResetSchema = v.object({
  email: email('invalidEmail'),
  /** The page's language: the mail is written in it, and its link opens the page in it. */
  lang: v.optional(v.picklist(LANGS)),
})

/**
 * POST /api/auth/password-reset/confirm. The token is only a string here: a malformed one answers the same as a
 * used, expired or unknown one (api/auth/one-time-token.ts reads them all as null).
 */
export const PasswordResetConfirmSchema = v.object({
  token: v.pipe(v.string('invalidLink'), v.maxLength(200, 'invalidLink')),
  password: newPassword,
})

/** POST /api/account/password: a signed-in user's change, giving the current password. */
export const PasswordChangeSchema = v.object({
  currentPassword: v.pipe(
    v.string('currentRequired'),
    v.minLength(1, 'currentRequired'),
    v.maxLength(200, 'wrongPassword'),
  ),
  password: newPassword,
})

/** What a confirmed reset answers: the session has started, `next` is the role's landing in the link's language. */
export type PasswordResetDone = { ok: true; next: string }
