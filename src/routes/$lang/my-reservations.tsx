import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { RenterReservation } from '@api/contract/reservations'
import { DataTable } from '~/ui/table/data-table'
import { NOINDEX, PRIVATE_HEADERS, requireRole } from '~/features/panel/guard'
import { formatMoney } from '@kernel/money'
import { formatCalendarDate } from '~/lib/datetime'
import { tenantReservationsQuery } from '~/features/reservation/queries'
import { CancelConfirm } from '~/features/reservation/cancel-confirm'
import { ReservationStatusBadge } from '~/features/reservation/status-badge'
import { UnverifiedNotice } from '~/features/auth/unverified-notice'
import { localizedPath } from '~/i18n/route-table'
import { translate } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { langOf } from '~/lib/page-head'
import { FormAlert } from '~/ui/form/form-alert'
import { Container } from '~/ui/layout'

/** "Moje rezerwacje" (issue 26): the tenant's reservations, made with its e-mail, each cancellable while active. */
export const Route = createFileRoute('/$lang/my-reservations')({
  beforeLoad: async ({ context, location, params }) => ({
    user: await requireRole(context.queryClient, langOf(params), location, ['TENANT']),
  }),
  loader: ({ context }) => context.queryClient.ensureQueryData(tenantReservationsQuery),
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'reservation.mine.title') }, NOINDEX] }),
  component: MyReservationsPage,
})

const linkStyle = css({ color: 'fg.brand', textDecoration: 'underline' })

function MyReservationsPage() {
  const t = useT()
  const lang = useLang()
  const queryClient = useQueryClient()
  const { user } = Route.useRouteContext()
  const { data } = useSuspenseQuery(tenantReservationsQuery)
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null)
  const [busy, setBusy] = useState<number | null>(null)
  // The reservation whose cancel button was pressed: the app's own dialog asks before anything is sent.
  const [asking, setAsking] = useState<RenterReservation | null>(null)
  const cancel = async (r: RenterReservation) => {
    setBusy(r.id)
    try {
      await read(api.tenant.reservations[':id'].cancel.$post({ param: { id: String(r.id) } }))
      setNotice({ ok: true, text: t('reservation.mine.cancelled', { code: r.code }) })
      await queryClient.invalidateQueries({ queryKey: ['account', 'reservations'] })
    } catch {
      setNotice({ ok: false, text: t('reservation.mine.failed') })
    } finally {
      setBusy(null)
      setAsking(null)
    }
  }
  return (
    <div className={css({ bg: 'bg.subtle', minH: '60vh', py: { base: '8', md: '12' } })}>
      <Container>
        <h1 className={css({ textStyle: 'h1' })}>{t('reservation.mine.title')}</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '2' })}>{t('reservation.mine.lead')}</p>
        <p className={css({ mb: '6' })}>
          <Link to="/$lang/my-inquiries" params={{ lang }} className={linkStyle}>
            {t('account.myInquiries')}
          </Link>
        </p>
        {data.verified ? null : <UnverifiedNotice email={user.email} back={localizedPath('myReservations', lang)} />}
        {notice ? (
          notice.ok ? (
            <p
              role="status"
              className={css({
                p: '3',
                mb: '4',
                borderRadius: 'md',
                bg: 'success.50',
                color: 'success.700',
                fontWeight: '600',
              })}
            >
              {notice.text}
            </p>
          ) : (
            <FormAlert className={css({ mb: '4' })}>{notice.text}</FormAlert>
          )
        ) : null}
        {data.items.length ? (
          <DataTable
            caption={t('reservation.mine.title')}
            rows={data.items}
            rowKey={(r) => r.id}
            columns={[
              {
                header: 'reservation.fields.code',
                cell: (r) => <span data-testid="my-reservation-code">{r.code}</span>,
              },
              {
                header: 'reservation.fields.facility',
                cell: (r) => (
                  <Link to="/$lang/facility/$slug" params={{ lang, slug: r.facility.slug }} className={linkStyle}>
                    {r.facility.name}
                  </Link>
                ),
              },
              { header: 'reservation.fields.unit', cell: (r) => `${r.unit.code} (${r.unit.label})` },
              {
                header: 'reservation.fields.price',
                cell: (r) => formatMoney(r.priceMonthly, lang, { currency: false }),
              },
              { header: 'reservation.fields.moveIn', cell: (r) => formatCalendarDate(lang, r.moveInDate) },
              {
                header: 'reservation.fields.status',
                cell: (r) => (
                  <span data-testid={`my-reservation-status-${r.id}`}>
                    <ReservationStatusBadge status={r.status} />
                  </span>
                ),
              },
              {
                header: 'reservation.cancel.button',
                cell: (r) =>
                  r.cancellable ? (
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'sm' })}
                      onClick={() => setAsking(r)}
                      aria-disabled={busy === r.id || undefined}
                    >
                      {busy === r.id
                        ? t('reservation.cancel.cancelling')
                        : t('reservation.mine.cancel', { code: r.code })}
                    </button>
                  ) : (
                    '—'
                  ),
              },
            ]}
          />
        ) : (
          <p className={css({ p: '4', bg: 'white', borderRadius: 'lg' })}>{t('reservation.mine.empty')}</p>
        )}
        {asking ? (
          <CancelConfirm
            reservation={asking}
            busy={busy === asking.id}
            onConfirm={() => void cancel(asking)}
            onClose={() => (busy === null ? setAsking(null) : undefined)}
          />
        ) : null}
      </Container>
    </div>
  )
}
