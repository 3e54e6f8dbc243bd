import { lazy, Suspense, useEffect, useState } from 'react'
import type { Lang } from '@kernel/lang'
import { loadMessages } from '~/i18n'
import { useLang } from '~/i18n/use-lang'
import { useSalesDialogs } from './use-sales-dialogs'

const DemoDialog = lazy(() => import('./demo-dialog').then((m) => ({ default: m.DemoDialog })))
const TrialDialog = lazy(() => import('./trial-dialog').then((m) => ({ default: m.TrialDialog })))

/**
 * Mounted by the site shell once the address first asks for a panel (its code is not in `core`: ADR 0107), and kept
 * from then on. Renders only after hydration: the server never sees `#demo`/`#trial`,
 * so rendering on the first pass would not match the server HTML. The panels speak the `sales` namespace (ADR 0110), which
 * no page loads up front (ADR 0027): it loads with the dialog's code.
 */
export function SalesDialogsHost() {
  const { dialog, close } = useSalesDialogs()
  const lang = useLang()
  const [readyIn, setReadyIn] = useState<Lang | null>(null)
  useEffect(() => {
    if (!dialog) return
    let current = true
    void Promise.resolve(loadMessages(lang, ['sales'])).then(() => current && setReadyIn(lang))
    return () => {
      current = false
    }
  }, [dialog, lang])
  if (!dialog || readyIn !== lang) return null
  return (
    <Suspense fallback={null}>
      {dialog === 'demo' ? <DemoDialog key="demo" onClose={close} /> : <TrialDialog key="trial" onClose={close} />}
    </Suspense>
  )
}
