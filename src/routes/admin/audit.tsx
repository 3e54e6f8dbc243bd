import { useQuery } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { css } from 'styled-system/css'
import { actionLabel, auditQuery, detailText, panelClientsQuery } from '~/features/admin/audit/audit-queries'
import { adminHead } from '~/features/admin/head'
import { AdminList } from '~/features/admin/list/admin-list'
import { DataTable } from '~/features/admin/list/data-table'
import { PageTitle } from '~/features/admin/page-title'
import { settle } from '~/features/admin/queries'
import { inboxSearch } from '~/features/admin/search'
import { formatCell } from '~/features/admin/overview/inbox-config'
import { localizedPath } from '~/i18n/route-table'

const auditSearch = v.object({ ...inboxSearch.entries, clientId: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), undefined) })

/** Issue 19: every operator action, and a read-only door into each company's panel. */
export const Route = createFileRoute('/admin/audit')({
  head: adminHead('Dziennik operatorów'),
  validateSearch: auditSearch,
  search: { middlewares: [stripSearchParams({ page: 1, limit: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => settle(Promise.all([context.queryClient.ensureQueryData(auditQuery(deps.page, deps.limit, deps.clientId)), context.queryClient.ensureQueryData(panelClientsQuery)])),
  component: AuditPage,
})

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

function AuditPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const audit = useQuery(auditQuery(search.page, search.limit, search.clientId))
  const clients = useQuery(panelClientsQuery)
  return (
    <>
      <PageTitle title="Dziennik operatorów" />
      <section aria-labelledby="panels-title" className={css({ mb: '8' })}>
        <h2 id="panels-title" className={css({ fontWeight: '700', fontSize: 'lg', mb: '2' })}>Panele operatorów (podgląd tylko do odczytu)</h2>
        <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: '2', listStyle: 'none', p: '0' })} data-testid="audit-panels">
          {(clients.data?.items ?? []).map((client) => (
            <li key={client.id} className={css({ bg: 'white', p: '3', borderRadius: 'md', border: '1px solid', borderColor: 'border.default', overflowWrap: 'anywhere' })}>
              <strong>{client.companyName ?? client.contactName}</strong>
              <span className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '1', fontSize: 'sm' })}>
                <a href={`${localizedPath('panel', 'pl')}?clientId=${client.id}`} className={link}>Otwórz panel<span className={css({ srOnly: true })}>: {client.companyName ?? client.contactName}</span></a>
                <button type="button" className={`${link} ${css({ bg: 'transparent', border: 'none', p: '0', cursor: 'pointer' })}`} aria-pressed={search.clientId === client.id}
                  onClick={() => navigate({ search: (prev) => ({ ...prev, page: 1, clientId: prev.clientId === client.id ? undefined : client.id }) })}>
                  Tylko ten operator<span className={css({ srOnly: true })}>: {client.companyName ?? client.contactName}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <AdminList query={audit} search={search} onPage={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}>
        {(items) => (
          <DataTable
            caption="Działania operatorów"
            rows={items}
            rowKey={(entry) => entry.id}
            columns={[
              { header: 'Data', cell: (e) => formatCell('createdAt', e.createdAt) },
              { header: 'Operator', cell: (e) => e.companyName ?? '—' },
              { header: 'Kto', cell: (e) => e.userEmail },
              { header: 'Działanie', cell: (e) => actionLabel(e.action) },
              { header: 'Obiekt działania', cell: (e) => (e.targetId ? `${e.targetType === 'unit' ? 'jednostka' : 'zapytanie'} #${e.targetId}` : '—') },
              { header: 'Szczegóły', cell: (e) => detailText(e) },
            ]}
          />
        )}
      </AdminList>
    </>
  )
}
