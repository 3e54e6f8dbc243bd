import { Outlet, createFileRoute, redirect } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AdminHeader } from '~/features/admin/admin-header'
import { adminLang } from '~/i18n/admin-lang'
import { AdminTabs } from '~/features/admin/admin-tabs'
import { loadRouteMessages, translate } from '~/i18n'
import { langOfContext } from '~/i18n/use-lang'
import { isNotFound, type MatchLike, notFoundMeta } from '~/lib/not-found-head'
import { Container } from '~/ui/layout'
import { SkipLink } from '~/ui/skip-link'
import { currentUserQuery } from '~/lib/current-user'

export const Route = createFileRoute('/admin')({
  // Annotated: inferring the matches' type here would make the route's own types circular.
  head: ({ matches }: { matches: readonly (MatchLike & { context?: object })[] }) => {
    const lang = matches.map((match) => langOfContext(match.context)).find(Boolean) ?? adminLang()
    return {
      meta: [
        ...(isNotFound(matches) ? notFoundMeta(matches, lang) : [{ title: translate(lang, 'pages.admin.title') }]),
        { name: 'robots', content: 'noindex, nofollow' },
      ],
    }
  },
  // Per-user pages: never in a shared or browser cache.
  headers: () => ({ 'Cache-Control': 'private, no-store' }),
  // Runs on the server too, so a visitor without JS gets the redirect as the HTTP answer (spec §4 guard).
  beforeLoad: async ({ context, location, matches }) => {
    const user = await context.queryClient.fetchQuery(currentUserQuery)
    if (!user)
      throw redirect({ href: `/pl/logowanie?next=${encodeURIComponent(location.pathname + location.searchStr)}` })
    if (user.role !== 'SUPERADMIN') throw redirect({ href: '/pl' })
    // No language in the path: the console speaks the visitor's chosen one (ADR 0019).
    const lang = adminLang()
    const routeIds = matches.map((match) => match.routeId)
    await loadRouteMessages(lang, routeIds)
    return { user, lang }
  },
  pendingComponent: () => null,
  component: AdminLayout,
})

function AdminLayout() {
  const { user } = Route.useRouteContext()
  return (
    <div className={css({ minH: '100dvh', bg: 'bg.subtle', display: 'flex', flexDirection: 'column' })}>
      <SkipLink />
      <AdminHeader email={user.email} />
      <AdminTabs />
      <main id="main" tabIndex={-1} className={css({ flex: '1', py: { base: '6', md: '8' }, outline: 'none' })}>
        <Container>
          <Outlet />
        </Container>
      </main>
    </div>
  )
}
