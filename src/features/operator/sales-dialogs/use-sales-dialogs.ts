import { useRouter, useRouterState } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { type SalesDialogKind, dialogFrom } from './dialog-from'

/**
 * The address bar is the single source of truth for the demo and trial dialogs, so links, the back button and
 * buttons anywhere on the site agree. Opening one drops the other parameter (and any hash); closing drops both.
 */
export function useSalesDialogs() {
  const router = useRouter()
  const location = useRouterState({ select: (s) => s.location })
  const dialog = dialogFrom(location.search as Record<string, unknown>, location.hash)

  const show = useCallback(
    (kind: SalesDialogKind | null) => {
      const { demo: _demo, trial: _trial, ...rest } = location.search as Record<string, unknown>
      const search = kind ? { ...rest, [kind]: 1 } : rest
      void router.navigate({ to: location.pathname, search, hash: '', replace: true, resetScroll: false } as never)
    },
    [router, location.pathname, location.search],
  )

  return useMemo(
    () => ({ dialog, openDemo: () => show('demo'), openTrial: () => show('trial'), close: () => show(null) }),
    [dialog, show],
  )
}
