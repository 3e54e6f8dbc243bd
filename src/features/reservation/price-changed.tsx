import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { formatMoney } from '@kernel/money'

/** The unit's price now, from a 409 PRICE_CHANGED (ADR 0084); null for any other failure. */
export function changedPrice(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'PRICE_CHANGED') return null
  try {
    const price = (JSON.parse(error.body) as { priceMonthly?: unknown }).priceMonthly
    return typeof price === 'number' && Number.isFinite(price) ? price : null
  } catch {
    return null
  }
}

/**
 * The price moved while the dialog was open: nothing is held until the renter agrees to the new one. Takes focus,
 * so a screen reader reads it and the confirm button is one Tab away; what was typed stays in the form.
 */
export function PriceChanged({ from, to, onConfirm }: { from: number; to: number; onConfirm: () => void }) {
  const t = useT()
  const lang = useLang()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      data-testid="reservation-price-changed"
      className={css({
        mt: '4',
        p: '4',
        borderRadius: 'md',
        bg: 'warning.50',
        color: 'warning.700',
        border: '1px solid',
        borderColor: 'accent.200',
        outline: 'none',
      })}
    >
      <p className={css({ fontWeight: '700' })}>{t('reservation.form.priceChanged.title')}</p>
      <p className={css({ fontSize: 'sm', mt: '1' })}>
        {t('reservation.form.priceChanged.text', {
          from: formatMoney(from, lang, { currency: false }),
          to: formatMoney(to, lang, { currency: false }),
        })}
      </p>
      <button
        type="button"
        className={`${button({ variant: 'accent', block: true })} ${css({ mt: '4', h: '12' })}`}
        onClick={onConfirm}
      >
        {t('reservation.form.priceChanged.confirm', { price: formatMoney(to, lang, { currency: false }) })}
      </button>
    </div>
  )
}
