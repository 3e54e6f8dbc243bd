import { css } from 'styled-system/css'
import type { Unit } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { formatMoney, gross } from '@kernel/money'

/** The unit being reserved and its monthly price, net and gross, as the reservation will lock it. */
export function UnitPrice({ unit, price }: { unit: Unit; price: number }) {
  const t = useT()
  const lang = useLang()
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: '4',
        rowGap: '1',
        p: '4',
        borderRadius: 'md',
        bg: 'bg.subtle',
        fontSize: 'sm',
      })}
      data-testid="reservation-unit"
    >
      <dt className={css({ color: 'fg.muted' })}>{t('reservation.form.unit')}</dt>
      <dd className={css({ fontWeight: '700', color: 'fg.strong' })}>
        {unit.size.label} · {unit.type.name} · {unit.code}
      </dd>
      <dt className={css({ color: 'fg.muted' })}>{t('reservation.fields.price')}</dt>
      <dd>
        <span className={css({ fontWeight: '700', color: 'fg.strong', display: 'block' })}>
          {t('reservation.form.priceNet', { price: formatMoney(price, lang, { currency: false }) })}
        </span>
        <span className={css({ display: 'block' })}>
          {t('reservation.form.priceGross', { price: formatMoney(gross(price), lang, { currency: false }) })}
        </span>
        <span className={css({ display: 'block', color: 'fg.muted' })}>{t('reservation.form.priceLock')}</span>
      </dd>
    </dl>
  )
}
