import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { PRICE } from '~/lib/list-search'

const range = css({ w: 'full', accentColor: 'token(colors.brand.700)', h: '6', cursor: 'pointer' })
const label = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600' })

/** Two labelled native range inputs: keyboard and screen-reader friendly without a custom slider. */
export function PriceRange({
  min,
  max,
  onChange,
}: {
  min: number
  max: number
  onChange: (min: number, max: number) => void
}) {
  const t = useT()
  return (
    <fieldset className={css({ border: '0', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.strong', mb: '1' })}>
        {t('marketplace.filters.price')}
      </legend>
      <p className={css({ fontWeight: '700', color: 'fg.brand' })}>
        {t('marketplace.filters.priceValue', { min, max })}
      </p>
      <label htmlFor="price-min" className={label}>
        {t('marketplace.filters.priceMin')}
      </label>
      <input
        id="price-min"
        type="range"
        min={PRICE.min}
        max={PRICE.max}
        step={PRICE.step}
        value={min}
        className={range}
        aria-valuetext={t('a11y.priceText', { value: min })}
        onChange={(e) => onChange(Math.min(Number(e.target.value), max), max)}
      />
      <label htmlFor="price-max" className={label}>
        {t('marketplace.filters.priceMax')}
      </label>
      <input
        id="price-max"
        type="range"
        min={PRICE.min}
        max={PRICE.max}
        step={PRICE.step}
        value={max}
        className={range}
        aria-valuetext={t('a11y.priceText', { value: max })}
        onChange={(e) => onChange(min, Math.max(Number(e.target.value), min))}
      />
    </fieldset>
  )
}
