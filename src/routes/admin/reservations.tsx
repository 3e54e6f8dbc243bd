import { queryOptions, useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { adminHead } from '~/features/admin/head'
import { DataTable } from '~/ui/table/data-table'
import { PageTitle } from '~/features/admin/page-title'
import { settle } from '~/features/admin/queries'
import { formatMoney } from '@kernel/money'
import { formatCalendarDate, formatDateTime } from '~/lib/datetime'
import { ReservationStatusBadge } from '~/features/reservation/status-badge'
import { AdminReservationActions } from '~/features/admin/reservations/reservation-actions'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

const reservationsQuery = queryOptions({
  queryKey: ['admin', 'reservations'] as const,
  queryFn: ({ signal }) => read(api.superadmin.reservations.$get({ query: {} }, callOptions({ signal }))),
  staleTime: 15_000,
})

/** Issue 26: every company's reservations, each with its trail of status changes; issue 39: cancel and release. */
export const Route = createFileRoute('/admin/reservations')({
  head: adminHead('admin.reservations.title'),
  loader: ({ context }) => settle(context.queryClient.ensureQueryData(reservationsQuery)),
  component: ReservationsPage,
})

function ReservationsPage() {
  const t = useT()
  const lang = useLang()
  const { data } = useQuery(reservationsQuery)
  return (
    <>
      <PageTitle title={t('admin.reservations.title')} />
      <p className={css({ color: 'fg.muted', mb: '4' })}>{t('admin.reservations.lead')}</p>
      {data?.items.length ? (
        <DataTable
          caption={t('admin.reservations.title')}
          rows={data.items}
          rowKey={(r) => r.id}
          columns={[
            { header: 'reservation.fields.code', cell: (r) => r.code },
            { header: 'admin.reservations.company', cell: (r) => r.company ?? '—' },
            { header: 'reservation.fields.facility', cell: (r) => `${r.facility.name} · ${r.unit.code}` },
            {
              header: 'reservation.fields.renter',
              cell: (r) => (r.erasedAt ? t('account.erased') : `${r.name} <${r.email}>`),
            },
            { header: 'reservation.fields.moveIn', cell: (r) => formatCalendarDate(lang, r.moveInDate) },
            { header: 'reservation.fields.price', cell: (r) => formatMoney(r.priceMonthly, lang, { currency: false }) },
            { header: 'reservation.fields.status', cell: (r) => <ReservationStatusBadge status={r.status} /> },
            {
              header: 'admin.reservations.trail',
              cell: (r) => (
                <ol
                  className={css({ listStyle: 'none', p: '0', m: '0', minW: '16rem' })}
                  data-testid="admin-reservation-trail"
                >
                  {(r.events ?? []).map((e) => (
                    <li key={`${e.createdAt}-${e.toStatus}`}>
                      {formatDateTime(lang, e.createdAt)} · {t(`reservation.status.${e.toStatus}`)} ·{' '}
                      {t(`reservation.actor.${e.actor}`)}
                      {e.userEmail ? ` (${e.userEmail})` : ''}
                      {e.reason ? ` — ${e.reason}` : ''}
                    </li>
                  ))}
                </ol>
              ),
            },
            { header: 'admin.reservations.actions', cell: (r) => <AdminReservationActions reservation={r} /> },
          ]}
        />
      ) : (
        <p>{t('admin.reservations.empty')}</p>
      )}
    </>
  )
}
