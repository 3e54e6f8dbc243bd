import { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { DIRECT_RENDER, toInternalPath, toPublicPath } from './i18n/route-table'
import { routeTree } from './routeTree.gen'
import { RouteError } from './ui/route-error'
import { NotFound } from './ui/not-found'
import { queryDefaults } from './lib/query-defaults'
import { cspNonce } from './lib/csp-nonce'

export function getRouter() {
  const queryClient = new QueryClient({ defaultOptions: { queries: queryDefaults(typeof window === 'undefined') } })

  // Unprefixed legal paths render in place: remember how this router first saw them so its canonical check
  // (and its links) keep that public form instead of redirecting to the prefixed one.
  const directPaths = new Map<string, string>()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
    ssr: { nonce: cspNonce() },
    // Localized public paths ⇄ one internal route tree, both directions from the route table.
    rewrite: {
      input: ({ url }) => {
        const internal = toInternalPath(url.pathname)
        if (DIRECT_RENDER[url.pathname]) directPaths.set(internal, url.pathname)
        url.pathname = internal
        return url
      },
      output: ({ url }) => {
        url.pathname = directPaths.get(url.pathname) ?? toPublicPath(url.pathname)
        return url
      },
    },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
