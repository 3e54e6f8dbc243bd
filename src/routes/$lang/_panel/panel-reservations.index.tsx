import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { ListHeader } from '~/ui/records/list-header'
import { RecordTable, recordLink } from '~/ui/records/record-table'
import { formatMoney } from '@kernel/money'
import { overviewQuery } from '~/features/panel/queries'
import { formatCalendarDate, formatDateTime } from '~/lib/datetime'
import { ReservationFilters } from '~/features/panel/reservations/filters'
import {
  RESERVATIONS_PAGE_SIZE,
  panelReservationsQuery,
  reservationsExportHref,
} from '~/features/panel/reservations/queries'
import { reservationSearch } from '~/features/panel/reservations/search'
import { ReservationStatusBadge } from '~/features/reservation/status-badge'
import { ReservationWindowForm } from '~/features/panel/reservations/window-form'
import { useLang, useT } from '~/i18n/use-lang'
import { PanelPager } from '~/features/panel/panel-pager'

/** The operator's reservations (issue 26): newest first, filtered in the URL, overdue ones marked. */
export const Route = createFileRoute('/$lang/_panel/panel-reservations/')({
  validateSearch: reservationSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(panelReservationsQuery(deps)),
      context.queryClient.ensureQueryData(overviewQuery(deps.clientId)),
    ]),
  component: ReservationsPage,
})

function ReservationsPage() {
  const t = useT()
  const lang = useLang()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const list = useQuery(panelReservationsQuery(search))
  const overview = useQuery(overviewQuery(search.clientId))
  const scope = search.clientId ? { clientId: search.clientId } : {}
  const page = search.page ?? 1
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / RESERVATIONS_PAGE_SIZE))
  return (
    <>
      <ListHeader
        title={t('reservation.panel.title')}
        exportHref={reservationsExportHref(search)}
        exportLabel={t('reservation.panel.export')}
        exportTestId="reservations-export"
      />
      <ReservationFilters
        search={search}
        facilities={overview.data?.facilities ?? []}
        onApply={(next) => navigate({ search: next })}
      />
      <RecordTable
        caption={t('reservation.panel.title')}
        rows={list.data?.items}
        busy={list.isFetching}
        empty={t('reservation.panel.empty')}
        rowKey={(r) => r.id}
        columns={[
          { header: 'reservation.fields.created', cell: (r) => formatDateTime(lang, r.createdAt) },
          {
            header: 'reservation.fields.code',
            cell: (r) => (
              <Link
                to="/$lang/panel-reservations/$id"
                params={{ lang, id: String(r.id) }}
                search={scope}
                className={recordLink}
                aria-label={t('reservation.panel.open', { code: r.code })}
                data-testid={`reservation-link-${r.id}`}
              >
                {r.code}
              </Link>
            ),
          },
          { header: 'reservation.fields.renter', cell: (r) => (r.erasedAt ? t('account.erased') : r.name) },
          { header: 'reservation.fields.facility', cell: (r) => r.facility.name },
          { header: 'reservation.fields.unit', cell: (r) => r.unit.code },
          { header: 'reservation.fields.moveIn', cell: (r) => formatCalendarDate(lang, r.moveInDate) },
          { header: 'reservation.fields.price', cell: (r) => formatMoney(r.priceMonthly, lang, { currency: false }) },
          {
            header: 'reservation.fields.status',
            cell: (r) => (
              <span className={css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' })}>
                <ReservationStatusBadge status={r.status} />
                {r.overdue ? (
                  <span
                    className={css({ color: 'danger.700', fontWeight: '700', fontSize: 'xs' })}
                    title={t('reservation.panel.overdue')}
                    data-testid={`reservation-overdue-${r.id}`}
                  >
                    {t('reservation.panel.overdueShort')}
                  </span>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      <PanelPager page={page} pages={pages} />
      {overview.data && !overview.data.company.readOnly ? (
        <ReservationWindowForm facilities={overview.data.facilities} />
      ) : null}
    </>
  )
}
