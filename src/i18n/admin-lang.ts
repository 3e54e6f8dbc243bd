import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { DEFAULT_LANG, isLang, type Lang } from '@kernel/lang'
import { LANG_COOKIE } from '@kernel/names'

/** The language the visitor last picked (the public switcher's cookie, or the console's own); Polish without one. */
export function langFromCookies(cookieHeader: string | null | undefined): Lang {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((s) => s.trim())
    if (name === LANG_COOKIE && isLang(value)) return value
  }
  return DEFAULT_LANG
}

/**
 * /admin has no language in its path, so the console follows that cookie: the request's on the server, the
 * document's in the browser (the same value, so hydration renders what the server did). Start's compiler drops the
 * server branch and its import from the client build.
 */
export const adminLang = createIsomorphicFn()
  .server((): Lang => langFromCookies(getRequest().headers.get('cookie')))
  .client((): Lang => langFromCookies(document.cookie))

/** The console's paths: /admin and below (no language in them). */
export const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/')
