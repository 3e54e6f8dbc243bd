import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { track } from '~/lib/analytics'
import type { Lang } from '@kernel/lang'
import { LANG_COOKIE, LANG_STORAGE_KEYS } from '@kernel/names'
import { switchLangPath, toInternalPath, toPublicPath } from '~/i18n/route-table'
import { translateSlug } from '~/features/blog/slugs'

/** Store the choice (localStorage, mirrored to a cookie the edge reads at `/`) and open the same page in `to`. */
export function rememberLang(lang: Lang) {
  try {
    for (const key of LANG_STORAGE_KEYS) window.localStorage.setItem(key, lang)
  } catch {
    // Private mode: the choice simply is not remembered.
  }
  document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`
}

export function useSwitchLang() {
  const router = useRouter()
  const location = useRouterState({ select: (s) => s.location })
  return useCallback(
    (to: Lang) => {
      rememberLang(to)
      track('language_change', { language: to })
      const publicPath = switchLangPath(toPublicPath(location.pathname), to, translateSlug)
      void router.navigate({
        to: toInternalPath(publicPath),
        search: location.search,
        hash: location.hash,
        replace: true,
      } as never)
    },
    [router, location],
  )
}
