import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, stripSearchParams, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { INBOX_KINDS, type InboxKind } from '../../../api/contract/admin-list-values'
import { AdminList } from '~/features/admin/list/admin-list'
import { INBOX_TITLES } from '~/features/admin/overview/inbox-config'
import { InboxTable } from '~/features/admin/overview/inbox-table'
import { PageTitle } from '~/features/admin/page-title'
import { inboxQuery, settle } from '~/features/admin/queries'
import { inboxSearch } from '~/features/admin/search'
import { adminHead } from '~/features/admin/head'

export const Route = createFileRoute('/admin/inbox/$kind')({
  validateSearch: inboxSearch,
  // Defaults stay out of the URL, so the address the visitor typed is already canonical (no extra redirect hop).
  search: { middlewares: [stripSearchParams({ page: 1, limit: 20 })] },
  beforeLoad: ({ params }) => {
    if (!(INBOX_KINDS as readonly string[]).includes(params.kind)) throw notFound()
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => settle(context.queryClient.ensureQueryData(inboxQuery(params.kind as InboxKind, deps.page, deps.limit))),
  head: ({ params }) => adminHead(INBOX_TITLES[params.kind as InboxKind] ?? 'Skrzynka')(),
  component: InboxPage,
})

function InboxPage() {
  const kind = Route.useParams().kind as InboxKind
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const query = useQuery(inboxQuery(kind, search.page, search.limit))
  return (
    <>
      <PageTitle title={INBOX_TITLES[kind]}>
        <Link to="/admin" className={css({ color: 'fg.brand', textDecoration: 'underline' })}>Wróć do przeglądu</Link>
      </PageTitle>
      <AdminList query={query} search={search} onPage={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}>
        {(items) => <InboxTable kind={kind} items={items} />}
      </AdminList>
    </>
  )
}
