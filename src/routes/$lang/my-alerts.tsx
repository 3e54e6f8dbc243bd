import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { SavedSearch } from '@api/contract/alerts'
import { AlertCard } from '~/features/alerts/alert-card'
import { tenantActions, tenantAlertsQuery } from '~/features/alerts/queries'
import { NOINDEX, PRIVATE_HEADERS, requireRole } from '~/features/panel/guard'
import { UnverifiedNotice } from '~/features/auth/unverified-notice'
import { localizedPath } from '~/i18n/route-table'
import { translate } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container } from '~/ui/layout'

/** "Moje alerty" (issue 27): the signed-in TENANT's saved searches, to pause, edit or delete. */
export const Route = createFileRoute('/$lang/my-alerts')({
  beforeLoad: async ({ context, location, params }) => ({
    user: await requireRole(context.queryClient, langOf(params), location, ['TENANT']),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(tenantAlertsQuery),
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'alerts.list.title') }, NOINDEX] }),
  component: MyAlertsPage,
})

function MyAlertsPage() {
  const t = useT()
  const lang = useLang()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(tenantAlertsQuery)
  const queryClient = useQueryClient()
  const replace = (id: number, next: SavedSearch | null) =>
    queryClient.setQueryData(tenantAlertsQuery.queryKey, (old) =>
      old ? { ...old, items: old.items.flatMap((s) => (s.id === id ? (next ? [next] : []) : [s])) } : old,
    )
  return (
    <div className={css({ bg: 'bg.subtle', minH: '60vh', py: { base: '8', md: '12' } })}>
      <Container>
        <h1 className={css({ textStyle: 'h1' })}>{t('alerts.list.title')}</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6', overflowWrap: 'anywhere' })}>
          {t('alerts.list.lead', { email: user.email })}
        </p>
        {data.verified ? null : <UnverifiedNotice email={user.email} back={localizedPath('myAlerts', lang)} />}
        {data.items.length ? (
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '4', p: '0', m: '0' })}>
            {data.items.map((search) => (
              <AlertCard
                key={search.id}
                search={search}
                actions={tenantActions}
                onChanged={(next) => replace(search.id, next)}
              />
            ))}
          </ul>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
            <p>{t('alerts.list.empty')}</p>
            <Link to="/$lang/facilities" params={{ lang }} className={button()}>
              {t('alerts.list.browse')}
            </Link>
          </div>
        )}
      </Container>
    </div>
  )
}
