import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { formatMoney, gross } from '@kernel/money'
import { formatCalendarDate, formatDateTime } from '~/lib/datetime'
import { ReservationActions } from '~/features/panel/reservations/actions'
import { panelReservationQuery } from '~/features/panel/reservations/queries'
import { ReservationStatusBadge } from '~/features/reservation/status-badge'
import { useLang, useT } from '~/i18n/use-lang'
import { mailtoHref } from '~/lib/mailto'
import { loadRecordOr404 } from '~/lib/record-loader'
import { ArrowLeftIcon } from '~/ui/icons'
import { RecordRow, backToList, recordBox, recordHeading } from '~/ui/records/record-detail'

export const Route = createFileRoute('/$lang/_panel/panel-reservations/$id')({
  loaderDeps: ({ search }) => ({ clientId: search.clientId }),
  loader: ({ context, params, deps }) =>
    loadRecordOr404(params.id, (id) => context.queryClient.ensureQueryData(panelReservationQuery(id, deps.clientId))),
  component: ReservationPage,
})

function ReservationPage() {
  const t = useT()
  const lang = useLang()
  const { id } = Route.useParams()
  const { clientId } = Route.useSearch()
  const { data: r } = useSuspenseQuery(panelReservationQuery(Number(id), clientId))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <Link
        to="/$lang/panel-reservations"
        params={{ lang }}
        search={clientId ? { clientId } : {}}
        className={backToList}
      >
        <ArrowLeftIcon size={16} />
        {t('reservation.panel.back')}
      </Link>
      <div className={recordBox}>
        <h1 className={css({ textStyle: 'h2', display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
          {r.code} <ReservationStatusBadge status={r.status} />
        </h1>
        {r.overdue ? (
          <p
            role="note"
            className={css({ mt: '2', color: 'danger.700', fontWeight: '700' })}
            data-testid="reservation-overdue"
          >
            {t('reservation.panel.overdue')}
          </p>
        ) : null}
        <dl className={css({ mt: '4' })}>
          {r.erasedAt ? (
            // Issue 40: the renter erased their data; the marker stands where they were.
            <RecordRow label={t('reservation.fields.renter')}>
              <span data-testid="reservation-erased">{t('account.erased')}</span>
            </RecordRow>
          ) : (
            <>
              <RecordRow label={t('reservation.fields.renter')}>{r.name}</RecordRow>
              <RecordRow label={t('reservation.fields.email')}>
                <a href={mailtoHref(r.email)} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
                  {r.email}
                </a>
              </RecordRow>
              <RecordRow label={t('reservation.fields.phone')}>
                <a
                  href={`tel:${r.phone.replace(/\s+/g, '')}`}
                  className={css({ color: 'fg.brand', textDecoration: 'underline' })}
                >
                  {r.phone}
                </a>
              </RecordRow>
            </>
          )}
          <RecordRow label={t('reservation.fields.facility')}>
            {r.facility.name}, {r.facility.address}
          </RecordRow>
          <RecordRow label={t('reservation.fields.unit')}>
            {r.unit.code} ({r.unit.label})
          </RecordRow>
          <RecordRow label={t('reservation.fields.price')}>
            {formatMoney(r.priceMonthly, lang, { currency: false })} (
            {formatMoney(gross(r.priceMonthly), lang, { currency: false })})
          </RecordRow>
          <RecordRow label={t('reservation.fields.moveIn')}>{formatCalendarDate(lang, r.moveInDate)}</RecordRow>
          <RecordRow label={t('reservation.fields.holdUntil')}>{formatCalendarDate(lang, r.holdUntil)}</RecordRow>
          <RecordRow label={t('reservation.fields.created')}>{formatDateTime(lang, r.createdAt)}</RecordRow>
          {r.message ? <RecordRow label={t('reservation.fields.message')}>{r.message}</RecordRow> : null}
        </dl>
      </div>
      <div className={recordBox}>
        <ReservationActions reservation={r} />
      </div>
      <div className={recordBox}>
        <h2 className={recordHeading}>{t('reservation.panel.history')}</h2>
        <ol className={css({ listStyle: 'none', p: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
          {(r.events ?? []).map((e) => (
            <li
              key={`${e.createdAt}-${e.toStatus}`}
              className={css({ fontSize: 'sm' })}
              data-testid="reservation-event"
            >
              <strong>{formatDateTime(lang, e.createdAt)}</strong> · {t(`reservation.status.${e.toStatus}`)} ·{' '}
              {t(`reservation.actor.${e.actor}`)}
              {e.userEmail ? ` (${e.userEmail})` : ''}
              {e.reason ? ` — ${e.reason}` : ''}
            </li>
          ))}
        </ol>
      </div>
    </div>
  )
}
