import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute, notFound } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { formatPrice, grossPrice } from '~/features/marketplace/format'
import { formatCalendarDate, formatDateTime } from '~/lib/datetime'
import { ReservationActions } from '~/features/reservation/panel-actions'
import { panelReservationQuery } from '~/features/reservation/queries'
import { ReservationStatusBadge } from '~/features/reservation/status-badge'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { ArrowLeftIcon } from '~/ui/icons'

const box = css({
  bg: 'white',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  p: { base: '4', md: '6' },
})

export const Route = createFileRoute('/$lang/_panel/panel-reservations/$id')({
  loaderDeps: ({ search }) => ({ clientId: search.clientId }),
  loader: async ({ context, params, deps }) => {
    const id = Number(params.id)
    if (!Number.isSafeInteger(id) || id < 1) throw notFound()
    try {
      await context.queryClient.ensureQueryData(panelReservationQuery(id, deps.clientId))
    } catch (error) {
      // Another company's reservation is "not found" here too, as in the API.
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: ReservationPage,
})

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
        gap: '1',
        py: '2',
        borderTop: '1px solid',
        borderColor: 'border.default',
      })}
    >
      <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</dt>
      <dd className={css({ overflowWrap: 'anywhere' })}>{children}</dd>
    </div>
  )
}

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
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          gap: '1',
          color: 'fg.brand',
          fontWeight: '600',
        })}
      >
        <ArrowLeftIcon size={16} />
        {t('reservation.panel.back')}
      </Link>
      <div className={box}>
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
          <Row label={t('reservation.fields.renter')}>{r.name}</Row>
          <Row label={t('reservation.fields.email')}>
            <a href={`mailto:${r.email}`} className={css({ color: 'fg.brand', textDecoration: 'underline' })}>
              {r.email}
            </a>
          </Row>
          <Row label={t('reservation.fields.phone')}>
            <a
              href={`tel:${r.phone.replace(/\s+/g, '')}`}
              className={css({ color: 'fg.brand', textDecoration: 'underline' })}
            >
              {r.phone}
            </a>
          </Row>
          <Row label={t('reservation.fields.facility')}>
            {r.facility.name}, {r.facility.address}
          </Row>
          <Row label={t('reservation.fields.unit')}>
            {r.unit.code} ({r.unit.label})
          </Row>
          <Row label={t('reservation.fields.price')}>
            {formatPrice(r.priceMonthly, lang)} ({formatPrice(grossPrice(r.priceMonthly), lang)})
          </Row>
          <Row label={t('reservation.fields.moveIn')}>{formatCalendarDate(lang, r.moveInDate)}</Row>
          <Row label={t('reservation.fields.holdUntil')}>{formatCalendarDate(lang, r.holdUntil)}</Row>
          <Row label={t('reservation.fields.created')}>{formatDateTime(lang, r.createdAt)}</Row>
          {r.message ? <Row label={t('reservation.fields.message')}>{r.message}</Row> : null}
        </dl>
      </div>
      <div className={box}>
        <ReservationActions reservation={r} />
      </div>
      <div className={box}>
        <h2 className={css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong', mb: '3' })}>
          {t('reservation.panel.history')}
        </h2>
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
