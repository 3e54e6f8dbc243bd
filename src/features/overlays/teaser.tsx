import { useRouterState } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useConsent } from '~/features/consent/consent-store'
import { useModalPhase } from './overlay-order'
import { useDelayedFlag, useSessionFlag } from './use-delayed-flag'

export const TEASER_DELAY_MS = 3000
const DISMISS_KEY = 'skrytka-teaser-dismissed'

// Shown at the earliest TEASER_DELAY_MS after load: its card's code is fetched then, not with the page (ADR 0028).
const TeaserCard = lazy(() => import('./teaser-card.lazy').then((m) => ({ default: m.TeaserCard })))

/** The software page has its own promo and the console is not a marketing surface. */
export function teaserAllowed(internalPath: string): boolean {
  return !/^\/admin(\/|$)/.test(internalPath) && !/^\/(pl|en)\/software\/?$/.test(internalPath)
}

/**
 * Bottom-left promotion of the operator software. Last in the queue of overlays: after the consent choice, and
 * never while the add-facility modal waits or shows (nor again in a visit where it showed). It never takes focus;
 * it is a named complementary landmark early in the DOM, and Escape closes it.
 */
export function Teaser() {
  const path = useRouterState({ select: (s) => s.location.pathname })
  const consent = useConsent()
  const modalPhase = useModalPhase()
  const [dismissed, dismiss] = useSessionFlag(DISMISS_KEY)
  const allowed = teaserAllowed(path)
  const due = useDelayedFlag(TEASER_DELAY_MS, allowed)
  const visible = due && !dismissed && Boolean(consent) && modalPhase === 'none'
  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <TeaserCard dismiss={dismiss} />
    </Suspense>
  )
}
