import { useQuery } from '@tanstack/react-query'
import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import {
  actionLabel,
  auditQuery,
  detailText,
  panelClientsQuery,
  targetText,
} from '~/features/admin/audit/audit-queries'
import { adminHead } from '~/features/admin/head'
import { moderationQuery } from '~/features/admin/moderation/moderation-queries'
import { ModerationSections } from '~/features/admin/moderation/moderation-sections'
import { AdminList } from '~/features/admin/list/admin-list'
import { DataTable } from '~/ui/table/data-table'
import { PageTitle } from '~/features/admin/page-title'
import { settle } from '~/features/admin/queries'
import { inboxSearch } from '~/features/admin/search'
import { formatShortDateTime } from '~/lib/datetime'
import { localizedPath } from '~/i18n/route-table'
import { useT } from '~/i18n/use-lang'

// A plain parser like the other console lists' (ADR 0022): the route tree loads with every page.
const auditSearch = (raw: Parameters<typeof inboxSearch>[0] & { clientId?: unknown }) => {
  const clientId = Number(raw.clientId)
  return { ...inboxSearch(raw), clientId: Number.isInteger(clientId) && clientId >= 1 ? clientId : undefined }
}

/** Issue 19: every operator action, and a read-only door into each company's panel. */
export const Route = createFileRoute('/admin/audit')({
  head: adminHead('admin.audit.title'),
  validateSearch: auditSearch,
  search: { middlewares: [stripSearchParams({ page: 1, limit: 20 })] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    settle(
      Promise.all([
        context.queryClient.ensureQueryData(auditQuery(deps.page, deps.limit, deps.clientId)),
        context.queryClient.ensureQueryData(panelClientsQuery),
        context.queryClient.ensureQueryData(moderationQuery),
      ]),
    ),
  component: AuditPage,
})

const link = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })

function AuditPage() {
  const t = useT()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const audit = useQuery(auditQuery(search.page, search.limit, search.clientId))
  const clients = useQuery(panelClientsQuery)
  return (
    <>
      <PageTitle title={t('admin.audit.title')} />
      <section aria-labelledby="panels-title" className={css({ mb: '8' })}>
        <h2 id="panels-title" className={css({ fontWeight: '700', fontSize: 'lg', mb: '2' })}>
          {t('admin.audit.panels')}
        </h2>
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            gap: '2',
            listStyle: 'none',
            p: '0',
          })}
          data-testid="audit-panels"
        >
          {(clients.data?.items ?? []).map((client) => (
            <li
              key={client.id}
              className={css({
                bg: 'white',
                p: '3',
                borderRadius: 'md',
                border: '1px solid',
                borderColor: 'border.default',
                overflowWrap: 'anywhere',
              })}
            >
              <strong>{client.companyName ?? client.contactName}</strong>
              <span className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mt: '1', fontSize: 'sm' })}>
                <a href={`${localizedPath('panel', 'pl')}?clientId=${client.id}`} className={link}>
                  {t('admin.audit.openPanel')}
                  <span className={css({ srOnly: true })}>: {client.companyName ?? client.contactName}</span>
                </a>
                <button
                  type="button"
                  className={`${link} ${css({ bg: 'transparent', border: 'none', p: '0', cursor: 'pointer' })}`}
                  aria-pressed={search.clientId === client.id}
                  onClick={() =>
                    navigate({
                      search: (prev) => ({
                        ...prev,
                        page: 1,
                        clientId: prev.clientId === client.id ? undefined : client.id,
                      }),
                    })
                  }
                >
                  {t('admin.audit.onlyThis')}
                  <span className={css({ srOnly: true })}>: {client.companyName ?? client.contactName}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      </section>
      <AdminList query={audit} search={search} onPage={(page) => navigate({ search: (prev) => ({ ...prev, page }) })}>
        {(items) => (
          <DataTable
            caption={t('admin.audit.caption')}
            rows={items}
            rowKey={(entry) => entry.id}
            columns={[
              {
                header: 'admin.audit.columns.date',
                cell: (e, { lang }) => formatShortDateTime(lang, e.createdAt) ?? '—',
              },
              { header: 'admin.audit.columns.company', cell: (e) => e.companyName ?? '—' },
              { header: 'admin.audit.columns.who', cell: (e) => e.userEmail },
              { header: 'admin.audit.columns.action', cell: (e, { t: tr }) => actionLabel(tr, e.action) },
              { header: 'admin.audit.columns.target', cell: (e, { t: tr }) => targetText(tr, e) },
              { header: 'admin.audit.columns.detail', cell: (e, { t: tr }) => detailText(tr, e) },
            ]}
          />
        )}
      </AdminList>
      <section aria-labelledby="moderation" className={css({ mt: '10' })}>
        <ModerationSections />
      </section>
    </>
  )
}
