import { lazy, Suspense, useEffect, useState } from 'react'
import { useOperatorPanels } from './use-operator-panels'

const DemoPanel = lazy(() => import('./demo-panel').then((m) => ({ default: m.DemoPanel })))
const TrialPanel = lazy(() => import('./trial-panel').then((m) => ({ default: m.TrialPanel })))

/**
 * Mounted once in the site shell. Renders only after hydration: the server never sees `#demo`/`#trial`,
 * so rendering on the first pass would not match the server HTML.
 */
export function OperatorPanelsHost() {
  const { panel, close } = useOperatorPanels()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted || !panel) return null
  return (
    <Suspense fallback={null}>
      {panel === 'demo' ? <DemoPanel key="demo" onClose={close} /> : <TrialPanel key="trial" onClose={close} />}
    </Suspense>
  )
}
