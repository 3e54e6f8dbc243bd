import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { ListHeader } from '~/ui/records/list-header'
import { RecordTable, recordLink } from '~/ui/records/record-table'
import { formatDateTime } from '~/lib/datetime'
import { InquiryFilters } from '~/features/panel/inquiry-filters'
import { exportHref, inquiriesQuery, overviewQuery } from '~/features/panel/queries'
import { inquirySearch } from '~/features/panel/search'
import { StageBadge } from '~/features/panel/stage-badge'
import { useLang, useT } from '~/i18n/use-lang'
import { PanelPager } from '~/features/panel/panel-pager'

const PAGE_SIZE = 20

export const Route = createFileRoute('/$lang/_panel/panel-inquiries/')({
  validateSearch: inquirySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(inquiriesQuery(deps)),
      context.queryClient.ensureQueryData(overviewQuery(deps.clientId)),
    ]),
  component: InquiriesPage,
})

function InquiriesPage() {
  const t = useT()
  const lang = useLang()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(inquiriesQuery(search))
  const overview = useQuery(overviewQuery(search.clientId))
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE))
  const scope = search.clientId ? { clientId: search.clientId } : {}
  return (
    <>
      <ListHeader
        title={t('panel.inquiries.title')}
        exportHref={exportHref(search)}
        exportLabel={t('panel.inquiries.export')}
        exportTestId="inquiries-export"
      />
      <InquiryFilters
        search={search}
        facilities={overview.data?.facilities ?? []}
        onApply={(next) => navigate({ search: next })}
      />
      <RecordTable
        caption={t('panel.inquiries.caption', { count: list.data?.total ?? 0 })}
        rows={list.data?.items}
        busy={list.isFetching}
        empty={t('panel.inquiries.empty')}
        emptyTestId="inquiries-empty"
        rowKey={(i) => i.id}
        columns={[
          { header: 'panel.inquiries.date', cell: (i) => formatDateTime(lang, i.createdAt) },
          {
            header: 'panel.inquiries.renter',
            cell: (i) => (
              <Link
                to="/$lang/panel-inquiries/$id"
                params={{ lang, id: String(i.id) }}
                search={scope}
                className={recordLink}
                data-testid={`inquiry-link-${i.id}`}
              >
                {i.erasedAt ? t('account.erased') : i.name}
              </Link>
            ),
          },
          { header: 'panel.inquiries.facility', cell: (i) => i.facilityName },
          { header: 'panel.inquiries.unit', cell: (i) => i.unitCode ?? '—' },
          { header: 'panel.inquiries.stage', cell: (i) => <StageBadge stage={i.stage} /> },
        ]}
      />
      <PanelPager page={page} pages={pages} />
    </>
  )
}
