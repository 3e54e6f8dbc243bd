import type { Lang } from '@kernel/lang'
import type { Role } from './auth'
import { PANEL_SEGMENTS } from './panel-paths'

// Schema-free on purpose, like panel-paths.ts: the route table (every page's first load) reads these segments.

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

/**
 * The trial's activation link (issue 42): the same page and the same one-time token as the console's set-password
 * link, worded as activating the account; setting the password there starts the 30 days.
 */
export const activationLinkPath = (lang: Lang, token: string) =>
  `/${lang}/${PASSWORD_SEGMENTS.signinReset[lang]}#token=${token}&activate=1`

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
