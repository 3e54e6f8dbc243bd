import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, stripSearchParams, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { INBOX_KINDS, type InboxKind } from '@api/contract/admin-list-values'
import { AdminList } from '~/features/admin/list/admin-list'
import { InboxTable } from '~/features/admin/overview/inbox-table'
import { MailLanesTable } from '~/features/admin/overview/mail-lanes'
import { MailStatusFilter } from '~/features/admin/overview/mail-status-filter'
import { PageTitle } from '~/features/admin/page-title'
import { inboxQuery, mailLanesQuery, settle } from '~/features/admin/queries'
import { inboxSearch } from '~/features/admin/search'
import { adminHead, inboxTitle } from '~/features/admin/head'

const isInboxKind = (kind: string): kind is InboxKind => (INBOX_KINDS as readonly string[]).includes(kind)

export const Route = createFileRoute('/admin/inbox/$kind')({
  validateSearch: inboxSearch,
  // Defaults stay out of the URL, so the address the visitor typed is already canonical (no extra redirect hop).
  search: { middlewares: [stripSearchParams({ page: 1, limit: 20 })] },
  beforeLoad: ({ params }) => {
    if (!isInboxKind(params.kind)) throw notFound()
    return { kind: params.kind }
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    settle(
      Promise.all([
        context.queryClient.ensureQueryData(inboxQuery(context.kind, deps.page, deps.limit, deps.status)),
        context.kind === 'outbox' ? context.queryClient.ensureQueryData(mailLanesQuery) : null,
      ]),
    ),
  head: ({ match, params }) =>
    adminHead(isInboxKind(params.kind) ? inboxTitle(params.kind) : 'admin.inbox.fallbackTitle')({ match }),
  component: InboxPage,
})

function InboxPage() {
  const t = useT()
  const { kind } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const query = useQuery(inboxQuery(kind, search.page, search.limit, search.status))
  return (
    <>
      <PageTitle title={t(inboxTitle(kind))}>
        <Link to="/admin" className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
          {t('admin.inbox.back')}
        </Link>
      </PageTitle>
      {kind === 'outbox' ? <MailLanesTable /> : null}
      {kind === 'outbox' ? <MailStatusFilter current={search.status} /> : null}
      <AdminList query={query} search={search} onPage={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}>
        {(items) => <InboxTable kind={kind} items={items} />}
      </AdminList>
    </>
  )
}
