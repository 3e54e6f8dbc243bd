/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useRouter } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { trackPageViews } from '~/features/analytics/page-views'
import { bootConsent } from '~/features/consent/consent-store'
import { loadMessages } from '~/i18n'
import { langOfPath } from '@kernel/lang'
import { useLang } from '~/i18n/use-lang'
import { isNotFound, notFoundMeta } from '~/lib/not-found-head'
import { NotFound } from '~/ui/not-found'
import { RouteAnnouncer } from '~/ui/route-announcer'
import { ToastRegion } from '~/ui/toast'
import appCss from '~/styles.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Client-side switches to the other language fetch its dictionary before anything renders in it.
  beforeLoad: ({ location }) => loadMessages(langOfPath(location.pathname)),
  head: ({ matches }) => ({
    meta: [
      ...(isNotFound(matches) ? notFoundMeta(matches) : []),
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0c6858' },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/site.webmanifest' },
    ],
  }),
  notFoundComponent: NotFound,
  component: RootComponent,
})

function RootComponent() {
  return (
    <RootDocument>
      <Outlet />
    </RootDocument>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const lang = useLang()
  const router = useRouter()
  // Consent-mode defaults go out before the first page_view is queued.
  useEffect(() => bootConsent(), [])
  useEffect(() => trackPageViews(router), [router])
  useEffect(() => {
    // Lets tests and scripts wait for interactivity instead of sleeping.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={lang}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <RouteAnnouncer />
        <ToastRegion />
        <Scripts />
      </body>
    </html>
  )
}
