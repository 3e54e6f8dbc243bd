import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { button } from 'styled-system/recipes'
import { ClientsTable } from '~/features/admin/clients/clients-table'
import { AdminList } from '~/features/admin/list/admin-list'
import { ListToolbar, type SearchPatch } from '~/features/admin/list/list-toolbar'
import { PageTitle } from '~/features/admin/page-title'
import { listQuery, settle } from '~/features/admin/queries'
import { CLIENT_SORT_LABELS, clientsSearch } from '~/features/admin/search'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/clients/')({
  head: adminHead('Klienci'),
  validateSearch: clientsSearch,
  // Defaults stay out of the URL, so the address the visitor typed is already canonical (no extra redirect hop).
  search: { middlewares: [stripSearchParams({ page: 1, limit: 20, sort: 'id:desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => settle(context.queryClient.ensureQueryData(listQuery('clients', deps))),
  component: ClientsPage,
})

function ClientsPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const query = useQuery(listQuery('clients', search))
  const change = (patch: SearchPatch, replace = false) => navigate({ search: (prev) => ({ ...prev, ...patch }) as typeof prev, replace })
  return (
    <>
      <PageTitle title="Klienci">
        <Link to="/admin/clients/new" className={button()}>Dodaj klienta</Link>
      </PageTitle>
      <ListToolbar search={search} onChange={change} sorts={CLIENT_SORT_LABELS} searchLabel="Szukaj klientów" />
      <AdminList query={query} search={search} onPage={(page) => change({ page })}>
        {(items) => <ClientsTable items={items} />}
      </AdminList>
    </>
  )
}
