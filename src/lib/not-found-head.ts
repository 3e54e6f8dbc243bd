import { translate } from '~/i18n'
import { brand } from '@kernel/brand'
import { type Lang, langOfPath } from '@kernel/lang'
import { adminLang, isAdminPath } from '~/i18n/admin-lang'

/** What a head() function sees of the router's matches (the router marks the 404 boundary either way). */
export type MatchLike = { status: string; pathname: string; _notFound?: boolean }

export function isNotFound(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true)
}

/**
 * A 404 renders below routes that have no title of their own (or an unrelated one), so the document would have
 * none (axe `document-title`): the title says "not found" in the language of the path, the console's chosen one under
 * /admin (or the one given).
 */
export function notFoundMeta(matches: readonly MatchLike[], lang: Lang = pathLang(matches.at(-1)?.pathname ?? '/')) {
  return [{ title: translate(lang, 'common.notFound.pageTitle', { brand: brand.name }) }]
}

const pathLang = (pathname: string): Lang => (isAdminPath(pathname) ? adminLang() : langOfPath(pathname))
