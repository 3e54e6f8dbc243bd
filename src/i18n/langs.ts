export const LANGS = ['pl', 'en'] as const
export type Lang = (typeof LANGS)[number]
export const DEFAULT_LANG: Lang = 'pl'

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value)
}

/** Language of a path: its first segment, else Polish (admin and unprefixed legal pages are Polish). */
export function langOfPath(pathname: string): Lang {
  const first = pathname.split('/')[1]
  return isLang(first) ? first : DEFAULT_LANG
}

export function otherLang(lang: Lang): Lang {
  return lang === 'pl' ? 'en' : 'pl'
}

/** Keys under which the chosen language is kept in localStorage (the second one for i18next-era compatibility). */
export const LANG_STORAGE_KEYS = ['preferred-language', 'i18nextLng'] as const
/** Cookie mirror of the stored choice so the edge can honour it at `/`. */
export const LANG_COOKIE = 'preferred-language'

/**
 * Spec order: first path segment, then the stored choice, then the browser language, else Polish.
 */
export function detectLang(input: {
  pathSegment?: string | null
  stored?: string | null
  browser?: readonly string[] | null
}): Lang {
  if (isLang(input.pathSegment)) return input.pathSegment
  if (isLang(input.stored)) return input.stored
  for (const tag of input.browser ?? []) {
    const base = tag.toLowerCase().split('-')[0]
    if (isLang(base)) return base
  }
  return DEFAULT_LANG
}
