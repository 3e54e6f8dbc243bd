import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { css } from 'styled-system/css'
import { button, input } from 'styled-system/recipes'
import { ACTION_MOVES, OPERATOR_ACTIONS, type OperatorAction, REASON_REQUIRED } from '@api/contract/reservation-values'
import type { PanelReservation } from '@api/contract/reservations'
import { useLang, useT } from '~/i18n/use-lang'
import { api } from '~/lib/api'
import { read } from '~/lib/api-client'
import { formatDateTime } from '~/lib/datetime'
import { FormAlert } from '~/ui/form/form-alert'

const TONE: Record<OperatorAction, 'primary' | 'outline' | 'danger'> = {
  confirm: 'primary',
  moved_in: 'primary',
  decline: 'danger',
  cancel: 'danger',
  no_show: 'outline',
}

const cardTitle = css({ fontWeight: '700', fontSize: 'lg', color: 'fg.strong' })

/** After the last move (moved in, no-show, declined, cancelled, expired): what happened and when, not an empty box. */
function ClosedReservation({ reservation, justDone }: { reservation: PanelReservation; justDone: string | null }) {
  const t = useT()
  const lang = useLang()
  const id = useId()
  const last = reservation.events?.findLast((e) => e.toStatus === reservation.status)
  const status = t(`reservation.status.${reservation.status}`)
  return (
    <section aria-labelledby={`${id}-title`} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h2 id={`${id}-title`} className={cardTitle}>
        {t('reservation.panel.actions')}
      </h2>
      {justDone ? (
        <p
          role="status"
          className={css({ color: 'success.700', fontWeight: '600' })}
          data-testid="reservation-action-done"
        >
          {justDone}
        </p>
      ) : null}
      <p data-testid="reservation-closed">
        {last ? t('reservation.panel.closed', { status, when: formatDateTime(lang, last.createdAt) }) : status}
      </p>
    </section>
  )
}

/**
 * The operator's moves from the current status. Decline and cancel need a reason, which the renter reads in the
 * mail; the field is shared, and asked for only by the actions that need it.
 */
export function ReservationActions({ reservation }: { reservation: PanelReservation }) {
  const t = useT()
  const id = useId()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const [reasonMissing, setReasonMissing] = useState(false)
  const allowed = OPERATOR_ACTIONS.filter((action) => ACTION_MOVES[action].from.includes(reservation.status))
  if (!allowed.length) return <ClosedReservation reservation={reservation} justDone={result?.ok ? result.text : null} />
  const needsReason = allowed.some((action) => REASON_REQUIRED.includes(action))
  const act = async (action: OperatorAction, form: HTMLFormElement) => {
    const reason = String(new FormData(form).get('reason') ?? '').trim()
    if (REASON_REQUIRED.includes(action) && !reason) {
      setReasonMissing(true)
      form.querySelector<HTMLTextAreaElement>('textarea')?.focus()
      return
    }
    setReasonMissing(false)
    setBusy(true)
    try {
      const saved = await read(
        api.panel.reservations[':id'].actions.$post({
          param: { id: String(reservation.id) },
          json: { action, reason },
        }),
      )
      queryClient.setQueriesData<PanelReservation>(
        { queryKey: ['panel'], predicate: (q) => q.queryKey[2] === 'reservation' && q.queryKey[3] === reservation.id },
        saved,
      )
      void queryClient.invalidateQueries({ queryKey: ['panel'], predicate: (q) => q.queryKey[2] !== 'reservation' })
      setResult({ ok: true, text: t('reservation.panel.done', { status: t(`reservation.status.${saved.status}`) }) })
    } catch {
      setResult({ ok: false, text: t('reservation.panel.failed') })
    } finally {
      setBusy(false)
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const action = submitter?.value as OperatorAction | undefined
    if (action && !busy) void act(action, event.currentTarget)
  }
  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id={`${id}-title`} className={cardTitle}>
        {t('reservation.panel.actions')}
      </h2>
      {needsReason ? (
        <div>
          <label
            htmlFor={`${id}-reason`}
            className={css({ display: 'block', fontSize: 'sm', fontWeight: '600', mb: '1' })}
          >
            {t('reservation.panel.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            name="reason"
            rows={2}
            maxLength={500}
            className={input({ multiline: true })}
            aria-invalid={reasonMissing || undefined}
            aria-describedby={reasonMissing ? `${id}-reason-error` : undefined}
          />
          {reasonMissing ? (
            <p id={`${id}-reason-error`} className={css({ fontSize: 'sm', color: 'fg.danger', fontWeight: '500' })}>
              {t('reservation.panel.reasonRequired')}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {allowed.map((action) => (
          <button
            key={action}
            type="submit"
            name="action"
            value={action}
            className={button({ variant: TONE[action], size: 'sm' })}
            aria-disabled={busy || undefined}
            data-testid={`reservation-action-${action}`}
          >
            {t(`reservation.panel.action.${action}`)}
          </button>
        ))}
      </div>
      {result ? (
        result.ok ? (
          <p
            role="status"
            className={css({ color: 'success.700', fontWeight: '600' })}
            data-testid="reservation-action-done"
          >
            {result.text}
          </p>
        ) : (
          <FormAlert>{result.text}</FormAlert>
        )
      ) : null}
    </form>
  )
}
