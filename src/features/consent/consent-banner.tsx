import { useOnDemand } from '~/ui/on-demand'
import { useConsent } from '~/lib/consent-store'

// Only a visitor who has not chosen yet sees the banner: its code is fetched for them alone (ADR 0028).
const loadPanel = () => import('./consent-banner-panel.lazy').then((m) => m.ConsentBannerPanel)

/**
 * First-visit banner. Fixed overlay (no layout shift) rendered only once the stored choice is known on the client,
 * so the server HTML never flashes it for visitors who already chose.
 */
export function ConsentBanner() {
  const shown = useConsent() === null
  const Panel = useOnDemand(loadPanel, shown)
  return shown && Panel ? <Panel /> : null
}
