import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { translator, type Translate } from '.'
import { DEFAULT_LANG, type Lang, isLang } from './langs'

/** Language of the current page: its first path segment, else Polish (admin and unprefixed legal pages are Polish). */
export function useLang(): Lang {
  return useRouterState({
    select: (s) => {
      const first = s.location.pathname.split('/')[1]
      return isLang(first) ? first : DEFAULT_LANG
    },
  })
}

export function useT(): Translate {
  const lang = useLang()
  return useMemo(() => translator(lang), [lang])
}
