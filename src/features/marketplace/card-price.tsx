import { css } from 'styled-system/css'
import type { FacilitySummary } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { formatMoney } from '@kernel/money'

export function CardPrice({ facility: f }: { facility: FacilitySummary }) {
  const t = useT()
  const lang = useLang()
  return (
    <div
      className={css({
        mt: 'auto',
        pt: '3',
        borderTop: '1px solid',
        borderColor: 'border.default',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'flex-end',
        gap: '3',
        flexWrap: 'wrap',
      })}
    >
      <div>
        <p className={css({ fontSize: 'xl', fontWeight: '800', color: 'fg.strong', lineHeight: '1.2' })}>
          {f.priceFrom !== null
            ? t('marketplace.card.priceFrom', { price: formatMoney(f.priceFrom, lang, { currency: false }) })
            : t('marketplace.card.priceOnRequest')}
        </p>
        {f.minPricePerM2 !== null ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t('marketplace.card.pricePerM2', { price: formatMoney(f.minPricePerM2, lang, { currency: false }) })}
          </p>
        ) : null}
      </div>
      <p
        className={css({ fontSize: 'sm', fontWeight: '600', color: f.availableUnits > 0 ? 'fg.success' : 'fg.muted' })}
      >
        {f.availableUnits > 0
          ? t('marketplace.card.available', { count: f.availableUnits })
          : t('marketplace.card.noneAvailable')}
      </p>
    </div>
  )
}
