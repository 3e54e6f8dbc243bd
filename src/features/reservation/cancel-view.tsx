import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { RenterReservation } from '@api/contract/reservations'
import { formatMoney } from '@kernel/money'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { FormAlert } from '~/ui/form/form-alert'
import { UNCONFIRMED_HOLD_MIN } from '@api/contract/reservation-values'
import { formatCalendarDate, formatClock } from '~/lib/datetime'
import { ReservationStatusBadge } from './status-badge'

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | {
      kind: 'shown'
      reservation: RenterReservation
      busy?: boolean
      failed?: boolean
      /** Issue 39: the confirm button's outcome. */
      confirm?: 'busy' | 'done' | 'failed' | 'released'
    }
  | { kind: 'cancelled'; reservation: RenterReservation }

const dl = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
  columnGap: '6',
  rowGap: { base: '0', sm: '2' },
  p: '5',
  bg: 'white',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border.default',
  '& dt': { color: 'fg.muted', fontSize: 'sm', mt: { base: '3', sm: '0' } },
  '& dd': { fontWeight: '600', color: 'fg.strong', overflowWrap: 'anywhere' },
})

/**
 * The mail's cancel link (issue 26). Opening it only shows the reservation: mail scanners open links, so the GET
 * changes nothing, and only the button's POST cancels. Code and token come from the fragment, read here alone.
 */
export function CancelView() {
  const t = useT()
  const lang = useLang()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [link, setLink] = useState<{ code: string; token: string } | null>(null)

  useEffect(() => {
    const fragment = new URLSearchParams(window.location.hash.slice(1))
    const code = fragment.get('code') ?? ''
    const token = fragment.get('token') ?? ''
    if (!code || !token) return setState({ kind: 'invalid' })
    setLink({ code, token })
    read(api.reservations[':code'].$get({ param: { code }, query: { token } }))
      .then((reservation) => setState({ kind: 'shown', reservation }))
      .catch(() => setState({ kind: 'invalid' }))
  }, [])

  // Issue 39: only this POST confirms; opening the link (a mail scanner does) changes nothing.
  const confirm = async () => {
    if (state.kind !== 'shown' || !link || state.confirm === 'busy') return
    setState({ ...state, confirm: 'busy' })
    try {
      const reservation = await read(
        api.reservations[':code'].confirm.$post({ param: { code: link.code }, json: { token: link.token } }),
      )
      setState({ kind: 'shown', reservation, confirm: 'done' })
    } catch (error) {
      if (error instanceof ApiError && error.code === 'RESERVATION_RELEASED') {
        const reservation = await read(
          api.reservations[':code'].$get({ param: { code: link.code }, query: { token: link.token } }),
        ).catch(() => state.reservation)
        return setState({ kind: 'shown', reservation, confirm: 'released' })
      }
      setState({ ...state, confirm: 'failed' })
    }
  }

  const cancel = async () => {
    if (state.kind !== 'shown' || !link || state.busy) return
    setState({ ...state, busy: true, failed: false })
    try {
      const reservation = await read(
        api.reservations[':code'].cancel.$post({ param: { code: link.code }, json: { token: link.token } }),
      )
      setState({ kind: 'cancelled', reservation })
    } catch (error) {
      // Cancelled meanwhile (the other tab, the operator): show what it is now.
      if (error instanceof ApiError && error.status === 409) {
        const reservation = await read(
          api.reservations[':code'].$get({ param: { code: link.code }, query: { token: link.token } }),
        ).catch(() => null)
        if (reservation) return setState({ kind: 'shown', reservation })
      }
      setState({ ...state, busy: false, failed: true })
    }
  }

  if (state.kind === 'loading')
    return (
      <p role="status" data-state="loading">
        {t('reservation.cancel.loading')}
      </p>
    )
  if (state.kind === 'invalid')
    return (
      <FormAlert testId="reservation-link-invalid">
        <p>{t('reservation.cancel.invalid')}</p>
      </FormAlert>
    )
  const r = state.reservation
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', maxW: '2xl' })}>
      {state.kind === 'cancelled' ? (
        <p
          role="status"
          className={css({ p: '4', borderRadius: 'md', bg: 'success.50', color: 'success.700', fontWeight: '600' })}
          data-testid="reservation-cancelled"
        >
          {t('reservation.cancel.done', { code: r.code })}
        </p>
      ) : state.confirm === 'done' ? (
        <p
          role="status"
          className={css({ p: '4', borderRadius: 'md', bg: 'success.50', color: 'success.700', fontWeight: '600' })}
          data-testid="reservation-confirmed"
        >
          {t('reservation.cancel.confirmed', { code: r.code })}
        </p>
      ) : state.confirm === 'released' ? (
        <FormAlert testId="reservation-released">
          <p>{t('reservation.cancel.released', { minutes: UNCONFIRMED_HOLD_MIN })}</p>
        </FormAlert>
      ) : r.status === 'unconfirmed' && r.confirmBy ? (
        <p className={css({ fontWeight: '600', color: 'fg.strong' })} data-testid="reservation-confirm-lead">
          {t('reservation.cancel.confirmLead', { time: formatClock(lang, r.confirmBy) })}
        </p>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t('reservation.cancel.lead')}</p>
      )}
      <dl className={dl} data-testid="reservation-details">
        <dt>{t('reservation.fields.code')}</dt>
        <dd>{r.code}</dd>
        <dt>{t('reservation.fields.status')}</dt>
        <dd data-testid="reservation-status">
          <ReservationStatusBadge status={r.status} />
        </dd>
        <dt>{t('reservation.fields.facility')}</dt>
        <dd>
          <Link
            to="/$lang/facility/$slug"
            params={{ lang, slug: r.facility.slug }}
            className={css({ color: 'fg.brand', textDecoration: 'underline' })}
          >
            {r.facility.name}
          </Link>
        </dd>
        <dt>{t('reservation.fields.address')}</dt>
        <dd>{r.facility.address}</dd>
        <dt>{t('reservation.fields.unit')}</dt>
        <dd>
          {r.unit.code} ({r.unit.label})
        </dd>
        <dt>{t('reservation.fields.price')}</dt>
        <dd>{formatMoney(r.priceMonthly, lang, { currency: false })}</dd>
        <dt>{t('reservation.fields.moveIn')}</dt>
        <dd>{formatCalendarDate(lang, r.moveInDate)}</dd>
        <dt>{t('reservation.fields.holdUntil')}</dt>
        <dd>{formatCalendarDate(lang, r.holdUntil)}</dd>
      </dl>
      {state.kind === 'shown' && r.status === 'unconfirmed' ? (
        <button
          type="button"
          className={button()}
          onClick={() => void confirm()}
          aria-disabled={state.confirm === 'busy' || undefined}
          data-testid="reservation-confirm"
          data-primary-action
        >
          {state.confirm === 'busy' ? t('reservation.cancel.confirming') : t('reservation.cancel.confirmButton')}
        </button>
      ) : null}
      {state.kind === 'shown' && state.confirm === 'failed' ? (
        <FormAlert>{t('reservation.cancel.confirmFailed')}</FormAlert>
      ) : null}
      {state.kind === 'shown' && !r.cancellable && state.confirm !== 'released' ? (
        <p role="status">{t('reservation.cancel.inactive')}</p>
      ) : null}
      {state.kind === 'shown' && state.failed ? <FormAlert>{t('reservation.cancel.failed')}</FormAlert> : null}
      {state.kind === 'shown' && r.cancellable && r.calendarPath ? (
        // The read-only calendar token (ADR 0085): this link can download the entry, never cancel.
        <a href={r.calendarPath} className={button({ variant: 'outline' })} data-testid="reservation-calendar" download>
          {t('reservation.cancel.calendar')}
        </a>
      ) : null}
      {state.kind === 'shown' && r.cancellable ? (
        <button
          type="button"
          className={button({ variant: 'danger' })}
          onClick={() => void cancel()}
          aria-disabled={state.busy || undefined}
          data-testid="reservation-cancel"
          data-primary-action
        >
          {state.busy ? t('reservation.cancel.cancelling') : t('reservation.cancel.button')}
        </button>
      ) : null}
    </div>
  )
}
