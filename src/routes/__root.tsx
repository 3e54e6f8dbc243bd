/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import {
  type AnyRouter,
  HeadContent,
  Outlet,
  Scripts,
  createRootRouteWithContext,
  useRouter,
} from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { preloadModule } from 'react-dom'
import { trackPageViews } from '~/lib/page-views'
import { bootConsent } from '~/lib/consent-store'
import { loadRouteMessages, pageSeed, pageSeedText } from '~/i18n'
import { type Lang, langOfPath } from '@kernel/lang'
import { dictionaryPreloads } from '~/i18n/dictionary-preloads'
import { SHELL_NAMESPACES, pageWordsOf } from '~/i18n/namespaces'
import { useLang, useRouteNamespaces } from '~/i18n/use-lang'
import { adminLang } from '~/i18n/admin-lang'
import { isNotFound, notFoundMeta } from '~/lib/not-found-head'
import { NotFound } from '~/ui/not-found'
import { AppStylesheet } from '~/ui/app-stylesheet'
import { wholeSheetFor } from '~/ui/page-sheet'
import { RouteAnnouncer } from '~/ui/route-announcer'
import { ToastRegion } from '~/ui/toast'
import { PAGE_WORDS_ID } from '~/i18n/page-words-id'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // A client-side navigation (or a preload) fetches the namespaces its routes render, in the path's language, before
  // anything renders with them (ADR 0027). /admin speaks its own language and loads its own (routes/admin.tsx).
  // The return type is annotated: inferring it from the matches would make the route tree's types circular.
  // A path under /admin that no route matches never reaches the console's beforeLoad: its not-found page is loaded
  // here, in the console's language.
  // In the browser, a route other than the one the document was written for waits for the whole sheet (ADR 0108).
  beforeLoad: ({ location, matches }): Promise<void> | undefined => {
    const routeIds = matches.map((match) => match.routeId)
    const messages = routeIds.includes('/admin')
      ? isNotFound(matches)
        ? loadRouteMessages(adminLang(), routeIds)
        : undefined
      : loadRouteMessages(langOfPath(location.pathname), routeIds)
    return import.meta.env.SSR ? messages : wholeSheetFor(matches.at(-1)?.routeId, messages)
  },
  head: ({ matches }) => ({
    meta: [
      ...(isNotFound(matches) ? notFoundMeta(matches) : []),
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0c6858' },
    ],
    links: [
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

function serverSeed(lang: Lang, router: AnyRouter) {
  const routeIds = router.state.matches.map((match) => match.routeId)
  return pageSeedText(lang, routeIds, pageWordsOf(routeIds))
}

function RootDocument({ children }: { children: ReactNode }) {
  const lang = useLang()
  const router = useRouter()
  const messages = useRouteNamespaces()
  // Consent-mode defaults go out before the first page_view is queued.
  useEffect(() => bootConsent(), [])
  useEffect(() => trackPageViews(router), [router])
  useEffect(() => {
    // Lets tests and scripts wait for interactivity instead of sleeping.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  // The dictionaries the browser loads before hydrating, announced beside core so they arrive with it instead of a
  // round trip after it (ADR 0074). React writes these hints into the head; the browser's render adds nothing.
  if (import.meta.env.SSR) {
    const nonce = router.options.ssr?.nonce
    // Not `pages`: the document carries its own entries (below).
    for (const href of dictionaryPreloads(lang, [
      ...SHELL_NAMESPACES.filter((namespace) => namespace !== 'pages'),
      ...messages.split(' '),
    ]))
      preloadModule(href, { as: 'script', nonce })
  }
  return (
    <html lang={lang} data-messages={messages}>
      <head>
        <HeadContent />
        <AppStylesheet />
      </head>
      <body>
        {children}
        <RouteAnnouncer />
        <ToastRegion />
        {/* The entries of `pages` this document's routes render (title, heading, description), seeded before
            hydration (ADR 0109). The browser's render repeats the text it was seeded from. */}
        <script
          id={PAGE_WORDS_ID}
          type="application/json"
          // Data, not code, but every script of ours carries the nonce: one without it is foreign (the XSS checks).
          nonce={router.options.ssr?.nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, not script; `<` is escaped.
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? serverSeed(lang, router) : pageSeed() }}
        />
        <Scripts />
      </body>
    </html>
  )
}
