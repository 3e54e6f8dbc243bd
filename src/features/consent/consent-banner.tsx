import type { Lang } from '@kernel/lang'
import { loadMessages } from '~/i18n'
import { useLang } from '~/i18n/use-lang'
import { useOnDemand } from '~/ui/on-demand'
import { useConsent } from '~/lib/consent-store'

// Only a visitor who has not chosen yet sees the banner: its code is fetched for them alone (ADR 0028), and with it
// its words (`consent`), which the other pages' first loads do not carry (ADR 0107).
const panelIn = (lang: Lang) => () =>
  Promise.all([import('./consent-banner-panel.lazy'), loadMessages(lang, ['consent'])]).then(
    ([m]) => m.ConsentBannerPanel,
  )
const PANEL = { pl: panelIn('pl'), en: panelIn('en') }

/**
 * First-visit banner. Fixed overlay (no layout shift) rendered only once the stored choice is known on the client,
 * so the server HTML never flashes it for visitors who already chose.
 */
export function ConsentBanner() {
  const shown = useConsent() === null
  const Panel = useOnDemand(PANEL[useLang()], shown)
  return shown && Panel ? <Panel /> : null
}
