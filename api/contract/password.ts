import * as v from 'valibot'
import { LANGS, type Lang } from '@kernel/lang'
import type { Role } from './auth'
import { email } from './common'
import { PANEL_SEGMENTS } from './panel-paths'

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

/**
 * Public segments of the two pages, per language, for the route table; the mails build their links from the same
 * place (like PANEL_SEGMENTS). The reset page sits under sign-in's segment.
 */
export const PASSWORD_SEGMENTS = {
  signinReset: { pl: 'logowanie/reset', en: 'signin/reset' },
  accountPassword: { pl: 'konto/haslo', en: 'account/password' },
} as const satisfies Record<string, Record<Lang, string>>

/** The reset page with the link's token in the fragment; `set` words it as a first password (the console's link). */
export const passwordLinkPath = (lang: Lang, token: string, set = false) =>
  `/${lang}/${PASSWORD_SEGMENTS.signinReset[lang]}#token=${token}${set ? '&set=1' : ''}`

const MY_INQUIRIES = { pl: 'moje-zapytania', en: 'my-inquiries' } as const

/**
 * Each role's own place, as sign-in lands without a `next` (src/features/auth/landing.ts; a unit test there holds
 * the two equal): the console, the operator panel, the tenant's inquiries.
 */
export function roleLanding(role: Role, lang: Lang): string {
  if (role === 'SUPERADMIN') return '/admin'
  if (role === 'CLIENT') return `/${lang}/${PANEL_SEGMENTS.panel[lang]}`
  return `/${lang}/${MY_INQUIRIES[lang]}`
}
