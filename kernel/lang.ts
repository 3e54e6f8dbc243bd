/** The site's languages; Polish is the default (spec §1). */
export const LANGS = ['pl', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'pl'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** BCP 47 locale of each language, for Intl formatting and feed metadata: Polish as in Poland, British English. */
export const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB' }

/** Language of a path: its first segment, else Polish (admin and unprefixed legal pages are Polish). */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1]
  return isLang(first) ? first : DEFAULT_LANG
}

/**
 * The language an API call asks for with Accept-Language: English when it leads with `en`, else Polish. The edge's
 * marketplace cache key and the API use this one rule, so a cached English answer never reaches a Polish request.
 */
export function langOfAcceptLanguage(header: string | null | undefined): Lang {
  return (header ?? '').toLowerCase().startsWith('en') ? 'en' : 'pl'
}

/** The site's clock: dates and times are shown, and weeks counted, in Polish time in both languages. */
export const TIME_ZONE = 'Europe/Warsaw'
