import { useRouterState } from '@tanstack/react-router'
import { useOnDemand } from '~/ui/on-demand'
import { useConsent } from '~/lib/consent-store'
import { useOperatorSignedIn } from '~/lib/current-user'
import { useModalPhase } from '~/lib/overlay-order'
import { useDelayedFlag, useSessionFlag } from '~/ui/use-delayed-flag'

export const TEASER_DELAY_MS = 3000
const DISMISS_KEY = 'skrytka-teaser-dismissed'

// Shown TEASER_DELAY_MS after load at the earliest: its card's code is not part of the page's first load, it is
// fetched once the card may show at all (ADR 0028).
const loadCard = () => import('./teaser-card.lazy').then((m) => m.TeaserCard)

/** The software page has its own promo and the console is not a marketing surface. */
export function teaserAllowed(internalPath: string): boolean {
  return !/^\/admin(\/|$)/.test(internalPath) && !/^\/(pl|en)\/software\/?$/.test(internalPath)
}

/**
 * Bottom-left promotion of the operator software, for visitors (never a signed-in operator). Last in the queue of overlays: after the consent choice, and
 * never while the add-facility modal waits or shows (nor again in a visit where it showed). It never takes focus;
 * it is a named complementary landmark early in the DOM, and Escape closes it.
 */
export function Teaser() {
  const path = useRouterState({ select: (s) => s.location.pathname })
  const consent = useConsent()
  const modalPhase = useModalPhase()
  const [dismissed, dismiss] = useSessionFlag(DISMISS_KEY)
  // Never to a signed-in operator, on any page: not even in their own panel (issue 44).
  const visitor = useOperatorSignedIn() === false
  const allowed = teaserAllowed(path) && visitor
  const due = useDelayedFlag(TEASER_DELAY_MS, allowed)
  const TeaserCard = useOnDemand(loadCard, allowed && !dismissed && Boolean(consent))
  const visible = due && !dismissed && Boolean(consent) && modalPhase === 'none'
  if (!visible || !TeaserCard) return null
  return <TeaserCard dismiss={dismiss} />
}
