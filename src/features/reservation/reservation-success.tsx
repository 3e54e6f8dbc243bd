import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { ReservationCreated } from '@api/contract/reservations'
import { useLang, useT } from '~/i18n/use-lang'
import { formatMoney } from '@kernel/money'
import { UNCONFIRMED_HOLD_MIN } from '@api/contract/reservation-values'
import { formatCalendarDate, formatClock } from '~/lib/datetime'

/** The confirmation: the code to quote, how long the unit waits, and what happens next. Takes focus to be announced. */
export function ReservationSuccess({
  reservation,
  onClose,
}: {
  reservation: ReservationCreated['reservation']
  onClose: () => void
}) {
  const t = useT()
  const lang = useLang()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      data-testid="reservation-success"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', outline: 'none' })}
    >
      <div className={css({ p: '4', borderRadius: 'md', bg: 'success.50', color: 'success.700' })}>
        <p className={css({ fontSize: 'sm', fontWeight: '600' })}>{t('reservation.success.code')}</p>
        <p
          className={css({ fontSize: '2xl', fontWeight: '800', letterSpacing: 'wide', fontFamily: 'mono' })}
          data-testid="reservation-code"
        >
          {reservation.code}
        </p>
        <p className={css({ fontWeight: '600', mt: '2' })} data-testid="reservation-held-until">
          {t('reservation.success.heldUntil', { date: formatCalendarDate(lang, reservation.holdUntil) })}
        </p>
        <p className={css({ fontSize: 'sm', mt: '1' })}>
          {t('reservation.success.price', { price: formatMoney(reservation.priceMonthly, lang, { currency: false }) })}
        </p>
      </div>
      <div>
        <h3 className={css({ fontWeight: '700', color: 'fg.strong', mb: '2' })}>{t('reservation.success.next')}</h3>
        <ol className={css({ listStyle: 'decimal', pl: '5', display: 'flex', flexDirection: 'column', gap: '1' })}>
          {reservation.confirmBy ? (
            <li className={css({ fontWeight: '700', color: 'fg.strong' })} data-testid="reservation-confirm-step">
              {t('reservation.success.steps.unconfirmed', {
                minutes: UNCONFIRMED_HOLD_MIN,
                time: formatClock(lang, reservation.confirmBy),
              })}
            </li>
          ) : null}
          <li>{t('reservation.success.steps.mail')}</li>
          <li>{t('reservation.success.steps.confirm')}</li>
          <li>{t('reservation.success.steps.moveIn')}</li>
        </ol>
      </div>
      <button type="button" className={button({ variant: 'outline', block: true })} onClick={onClose}>
        {t('reservation.form.close')}
      </button>
    </div>
  )
}
