import { useConsent } from '~/lib/consent-store'
import { useOnDemand } from '~/ui/on-demand'
import { useDelayedFlag, useSessionFlag } from '~/ui/use-delayed-flag'
import { useSalesDialogs } from '../sales-dialogs/use-sales-dialogs'

export const PROMO_DELAY_MS = 1600

// The card is drawn 1600 ms after load at the earliest: its code is fetched when it is due, not with the page (ADR 0028).
const loadCard = () => import('./promo-card').then((m) => m.PromoCard)

/** Software-page offer (spec: after 1600 ms); its button opens the trial dialog. Non-modal, so it never steals focus. */
export function PromoPopup() {
  const { dialog, openTrial } = useSalesDialogs()
  const consent = useConsent()
  const [dismissed, dismiss] = useSessionFlag('skrytka-promo-dismissed')
  const shown = useDelayedFlag(PROMO_DELAY_MS) && !dismissed && !dialog && Boolean(consent)
  const PromoCard = useOnDemand(loadCard, shown)
  if (!shown || !PromoCard) return null
  return <PromoCard dismiss={dismiss} openTrial={openTrial} />
}
