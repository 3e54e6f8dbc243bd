import type { Lang } from '@kernel/lang'

/**
 * The public segment of the page a sign-in link opens (issue 40), per language: the route table reads it, and the
 * API's mail builds its link from it without importing the app (ADR 0018). Schema-free, like panel-paths.ts: the
 * route table is on every page's first load.
 */
export const EMAIL_LINK_SEGMENT = { pl: 'logowanie/link', en: 'signin/link' } as const satisfies Record<Lang, string>

/** The token only in the fragment: no server log, cache key or Referer holds it, and opening the page uses nothing. */
export const emailLinkPath = (lang: Lang, token: string) => `/${lang}/${EMAIL_LINK_SEGMENT[lang]}#token=${token}`

/** The sign-in page, as the route table spells it: where an account with a password is sent instead. */
export const signinPath = (lang: Lang) => `/${lang}/${lang === 'en' ? 'signin' : 'logowanie'}`
