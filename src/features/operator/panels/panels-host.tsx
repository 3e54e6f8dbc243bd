import { lazy, Suspense, useEffect, useState } from 'react'
import type { Lang } from '@kernel/lang'
import { loadMessages } from '~/i18n'
import { useLang } from '~/i18n/use-lang'
import { useOperatorPanels } from './use-operator-panels'

const DemoPanel = lazy(() => import('./demo-panel').then((m) => ({ default: m.DemoPanel })))
const TrialPanel = lazy(() => import('./trial-panel').then((m) => ({ default: m.TrialPanel })))

/**
 * Mounted once in the site shell. Renders only after hydration: the server never sees `#demo`/`#trial`,
 * so rendering on the first pass would not match the server HTML. The panels speak the `operator` namespace, which
 * only the operator pages load up front (ADR 0027): on any other page it loads with the panel's code.
 */
export function OperatorPanelsHost() {
  const { panel, close } = useOperatorPanels()
  const lang = useLang()
  const [readyIn, setReadyIn] = useState<Lang | null>(null)
  useEffect(() => {
    if (!panel) return
    let current = true
    void Promise.resolve(loadMessages(lang, ['operator'])).then(() => current && setReadyIn(lang))
    return () => {
      current = false
    }
  }, [panel, lang])
  if (!panel || readyIn !== lang) return null
  return (
    <Suspense fallback={null}>
      {panel === 'demo' ? <DemoPanel key="demo" onClose={close} /> : <TrialPanel key="trial" onClose={close} />}
    </Suspense>
  )
}
