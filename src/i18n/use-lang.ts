import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { translator, type Translate } from '.'
import { routeNamespacesOf } from './namespaces'
import { isLang, type Lang, langOfPath } from '@kernel/lang'
import { adminLang, isAdminPath } from './admin-lang'

/** The `lang` a route without a language in its path puts in its context (the admin console: ADR 0019). */
export function langOfContext(context: object | undefined): Lang | undefined {
  return context && 'lang' in context && isLang(context.lang) ? context.lang : undefined
}

/**
 * Language of the current page: its path prefix, or, on a route without one (the admin console), the `lang` that
 * route put in its context (ADR 0019). Read from the rendered matches, not the location: during a navigation the
 * location is already the next page's while the current page still shows, and its words must not switch language
 * before the next page's namespaces are loaded (ADR 0027).
 */
export function useLang(): Lang {
  return useRouterState({
    select: (s) => {
      for (const match of s.matches) {
        const lang = langOfContext(match.context)
        if (lang) return lang
        const param = (match.params as { lang?: unknown }).lang
        if (isLang(param)) return param
      }
      // No match put a language in its context: a page the router did not find. Under /admin that is still the
      // console, in the language the person chose (its own route's beforeLoad did not run).
      return isAdminPath(s.location.pathname) ? adminLang() : langOfPath(s.location.pathname)
    },
  })
}

export function useT(): Translate {
  const lang = useLang()
  return useMemo(() => translator(lang), [lang])
}

/**
 * The namespaces the matched routes render beyond the shell's, space-separated: the root writes them on <html> so
 * the client entry loads exactly these before hydrating (ADR 0027).
 */
export function useRouteNamespaces(): string {
  return useRouterState({ select: (s) => routeNamespacesOf(s.matches.map((match) => match.routeId)).join(' ') })
}
