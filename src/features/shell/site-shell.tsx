import { useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { ConsentBanner } from '~/features/consent/consent-banner'
import { dialogFrom } from '~/features/operator/sales-dialogs/dialog-from'
import { Teaser } from '~/features/overlays/teaser'
import { deferred } from '~/ui/deferred'
import { useLoadOnApproach } from '~/ui/on-approach'
import { useOnDemand } from '~/ui/on-demand'
import { SkipLink } from '~/ui/skip-link'
import { Header } from './header'

/**
 * Below the fold on every page: server-rendered, its code (the newsletter form's included) comes when the reader nears
 * it or focuses or presses in it (ADR 0079), not with every page's first load: most visits never reach it, and without
 * hydrating it Lighthouse's phone spent 0.1–0.4 s less main-thread time on the city, article and facility pages
 * (issue 45, medians of three).
 */
const Footer = deferred(() => import('./footer.lazy').then((m) => m.Footer), useLoadOnApproach)

/** What the shell needs before it renders: the $lang route's loader awaits it (see deferred()). */
export const preloadShell = () => Footer.preload()

const loadSalesDialogs = () =>
  import('~/features/operator/sales-dialogs/dialogs-host.lazy').then((m) => m.SalesDialogsHost)

/** The demo and trial panels' host, fetched when the address first asks for one (`?demo=1`, `#trial`, …). */
function SalesDialogs() {
  const wanted = useRouterState({
    select: (s) => dialogFrom(s.location.search as Record<string, unknown>, s.location.hash) !== null,
  })
  const Host = useOnDemand(loadSalesDialogs, wanted)
  return Host ? <Host /> : null
}

export function SiteShell({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      {/* Fixed overlays, first in the DOM so they come first in tab order (ADR 0014): the consent choice before
          anything else, the teaser before the header. Visually they sit at the bottom. */}
      <ConsentBanner />
      <Teaser />
      <SkipLink />
      <Header />
      <main id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        {children}
      </main>
      <Footer />
      {/* Demo/trial panels (any page, driven by the URL); modal, so their place in the DOM does not matter. */}
      <SalesDialogs />
    </div>
  )
}
