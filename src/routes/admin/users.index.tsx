import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { button } from 'styled-system/recipes'
import { AdminList } from '~/features/admin/list/admin-list'
import { ListToolbar, type SearchPatch } from '~/features/admin/list/list-toolbar'
import { PageTitle } from '~/features/admin/page-title'
import { listQuery, settle } from '~/features/admin/queries'
import { usersSearch } from '~/features/admin/search'
import { UsersTable } from '~/features/admin/users/users-table'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/users/')({
  head: adminHead('Użytkownicy'),
  validateSearch: usersSearch,
  // Defaults stay out of the URL, so the address the visitor typed is already canonical (no extra redirect hop).
  search: { middlewares: [stripSearchParams({ page: 1, limit: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => settle(context.queryClient.ensureQueryData(listQuery('users', deps))),
  component: UsersPage,
})

function UsersPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const query = useQuery(listQuery('users', search))
  const change = (patch: SearchPatch, replace = false) => navigate({ search: (prev) => ({ ...prev, ...patch }) as typeof prev, replace })
  return (
    <>
      <PageTitle title="Użytkownicy">
        <Link to="/admin/users/new" className={button()}>Dodaj użytkownika</Link>
      </PageTitle>
      <ListToolbar search={search} onChange={change} searchLabel="Szukaj użytkowników" />
      <AdminList query={query} search={search} onPage={(page) => change({ page })}>
        {(items) => <UsersTable items={items} />}
      </AdminList>
    </>
  )
}
