import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { translator, type Translate } from '.'
import { type Lang, langOfPath } from '@kernel/lang'

/** Language of the current page. */
export function useLang(): Lang {
  return useRouterState({
    select: (s) => langOfPath(s.location.pathname),
  })
}

export function useT(): Translate {
  const lang = useLang()
  return useMemo(() => translator(lang), [lang])
}
