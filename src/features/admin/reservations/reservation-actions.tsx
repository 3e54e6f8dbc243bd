import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { businessToday } from '@kernel/calendar-date'
import { ACTIVE_STATUSES, type AdminAction } from '@api/contract/reservation-values'
import type { PanelReservation } from '@api/contract/reservations'
import { useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { ApiError, read } from '~/lib/api-client'
import { FormAlert } from '~/ui/form/form-alert'

// An unconfirmed hold is active too: the superadmin may cancel it before its hour is up.
const isActive = (r: PanelReservation) => (ACTIVE_STATUSES as readonly string[]).includes(r.status)

/**
 * The superadmin's moves on any reservation (issue 39, ADR 0085): cancel, after a confirmation step that asks for
 * the reason the renter and the operator read, and release a hold whose last day has passed before the 5-minute
 * run does. A refusal is said in the page's words, never the server's.
 */
export function AdminReservationActions({ reservation }: { reservation: PanelReservation }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [reasonMissing, setReasonMissing] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  if (!isActive(reservation)) return null
  const ended = reservation.holdUntil < businessToday()

  const act = async (action: AdminAction, reason = '') => {
    setBusy(true)
    setFailure(null)
    try {
      await read(
        api.superadmin.reservations[':id'].actions.$post({
          param: { id: String(reservation.id) },
          json: { action, reason },
        }),
      )
      setConfirming(false)
      await queryClient.invalidateQueries({ queryKey: ['admin', 'reservations'] })
    } catch (error) {
      setFailure(
        t(
          error instanceof ApiError && error.status === 409
            ? 'admin.reservations.conflict'
            : 'admin.reservations.failed',
        ),
      )
    } finally {
      setBusy(false)
    }
  }
  const submitCancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim()
    if (!reason) {
      setReasonMissing(true)
      event.currentTarget.querySelector<HTMLTextAreaElement>('textarea')?.focus()
      return
    }
    setReasonMissing(false)
    if (!busy) void act('cancel', reason)
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '14rem' })}>
      {confirming ? (
        <form onSubmit={submitCancel} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p className={css({ fontWeight: '600', fontSize: 'sm' })}>
            {t('admin.reservations.cancelTitle', { code: reservation.code })}
          </p>
          <label htmlFor={`${id}-reason`} className={css({ fontSize: 'sm', fontWeight: '600' })}>
            {t('admin.reservations.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={2}
            maxLength={500}
            className={input({ multiline: true })}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}
            data-testid="admin-reservation-reason"
          />
          {reasonMissing ? (
            <p id={`${id}-reason-error`} className={css({ fontSize: 'sm', color: 'fg.danger', fontWeight: '500' })}>
              {t('admin.reservations.reasonRequired')}
            </p>
          ) : null}
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            <button
              type="submit"
              className={button({ variant: 'danger', size: 'sm' })}
              aria-disabled={busy || undefined}
              data-testid="admin-reservation-cancel-confirm"
            >
              {t('admin.reservations.cancelConfirm')}
            </button>
            <button
              type="button"
              className={button({ variant: 'ghost', size: 'sm' })}
              onClick={() => setConfirming(false)}
            >
              {t('admin.reservations.keep')}
            </button>
          </div>
        </form>
      ) : (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          <button
            type="button"
            className={button({ variant: 'outline', size: 'sm' })}
            onClick={() => setConfirming(true)}
            data-testid="admin-reservation-cancel"
          >
            {t('admin.reservations.cancel')}
            <span className={css({ srOnly: true })}> {reservation.code}</span>
          </button>
          {ended ? (
            <button
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              onClick={() => !busy && void act('release')}
              aria-disabled={busy || undefined}
              data-testid="admin-reservation-release"
            >
              {t('admin.reservations.release')}
              <span className={css({ srOnly: true })}> {reservation.code}</span>
            </button>
          ) : null}
        </div>
      )}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
    </div>
  )
}
