import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { button } from 'styled-system/recipes'
import { FacilitiesTable } from '~/features/admin/facilities/facilities-table'
import { AdminList } from '~/features/admin/list/admin-list'
import { ListToolbar, type SearchPatch } from '~/features/admin/list/list-toolbar'
import { PageTitle } from '~/features/admin/page-title'
import { listQuery, settle } from '~/features/admin/queries'
import { FACILITY_SORT_LABELS, facilitiesSearch } from '~/features/admin/search'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/facilities/')({
  head: adminHead('Obiekty'),
  validateSearch: facilitiesSearch,
  // Defaults stay out of the URL, so the address the visitor typed is already canonical (no extra redirect hop).
  search: { middlewares: [stripSearchParams({ page: 1, limit: 20, sort: 'id:desc' })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => settle(context.queryClient.ensureQueryData(listQuery('facilities', deps))),
  component: FacilitiesPage,
})

function FacilitiesPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const query = useQuery(listQuery('facilities', search))
  const change = (patch: SearchPatch, replace = false) => navigate({ search: (prev) => ({ ...prev, ...patch }) as typeof prev, replace })
  return (
    <>
      <PageTitle title="Obiekty">
        <Link to="/admin/facilities/new" className={button()}>Dodaj obiekt</Link>
      </PageTitle>
      <ListToolbar search={search} onChange={change} sorts={FACILITY_SORT_LABELS} searchLabel="Szukaj obiektów" />
      <AdminList query={query} search={search} onPage={(page) => change({ page })}>
        {(items) => <FacilitiesTable items={items} />}
      </AdminList>
    </>
  )
}
