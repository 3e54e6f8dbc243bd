import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { PRICE } from '~/lib/list-search'

const range = css({ w: 'full', accentColor: 'token(colors.brand.700)', h: '6', cursor: 'pointer' })
const label = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600' })
const box = css({
  w: 'full',
  px: '2',
  py: '1.5',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'md',
  fontSize: 'sm',
  bg: 'white',
})

export type PriceBounds = { min: number; max: number }

/** A typed amount: whole złoty, or nothing (no limit) for an empty or unreadable box. */
const typed = (value: string) => {
  const n = Number.parseInt(value, 10)
  return value.trim() === '' || !Number.isFinite(n) || n < 0 ? undefined : n
}

/**
 * The monthly price filter (issue 44): nothing is set until the renter sets it, so the list shows every price. Two
 * native range inputs span the cheapest to the dearest listed price, one złoty a step (arrow keys move by one); two
 * number boxes take any whole amount typed. A slider left at its end sets no limit on that side.
 */
export function PriceRange({
  min,
  max,
  bounds = PRICE,
  onChange,
}: {
  min: number | undefined
  max: number | undefined
  bounds?: PriceBounds
  onChange: (min: number | undefined, max: number | undefined) => void
}) {
  const t = useT()
  // A limit from a shared link may lie outside today's prices: the slider still reaches it.
  const low = Math.min(bounds.min, min ?? bounds.min, max ?? bounds.min)
  const high = Math.max(bounds.max, max ?? bounds.max, min ?? bounds.max)
  const summary =
    min !== undefined && max !== undefined
      ? t('listDeferred.filters.priceValue', { min, max })
      : min !== undefined
        ? t('listDeferred.filters.priceFromValue', { min })
        : max !== undefined
          ? t('listDeferred.filters.priceToValue', { max })
          : t('listDeferred.filters.priceAny')
  return (
    <fieldset className={css({ border: '0', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '2' })}>
      <legend className={css({ fontSize: 'sm', fontWeight: '600', color: 'fg.strong', mb: '1' })}>
        {t('listDeferred.filters.price')}
      </legend>
      <p className={css({ fontWeight: '700', color: 'fg.brand' })} data-testid="price-summary">
        {summary}
      </p>
      {/* Named by aria-label: the typed boxes below carry the visible words, in no more height than two labels. */}
      <input
        id="price-min"
        aria-label={t('listDeferred.filters.priceMin')}
        type="range"
        min={low}
        max={high}
        step={1}
        value={min ?? low}
        className={range}
        aria-valuetext={t('a11y.priceText', { value: min ?? low })}
        onChange={(e) => {
          const value = Math.min(Number(e.target.value), max ?? high)
          onChange(value <= low ? undefined : value, max)
        }}
      />
      <input
        id="price-max"
        aria-label={t('listDeferred.filters.priceMax')}
        type="range"
        min={low}
        max={high}
        step={1}
        value={max ?? high}
        className={range}
        aria-valuetext={t('a11y.priceText', { value: max ?? high })}
        onChange={(e) => {
          const value = Math.max(Number(e.target.value), min ?? low)
          onChange(min, value >= high ? undefined : value)
        }}
      />
      <div className={css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '2' })}>
        <label className={label}>
          {t('listDeferred.filters.priceMinTyped')}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(bounds.min)}
            value={min ?? ''}
            className={box}
            onChange={(e) => onChange(typed(e.target.value), max)}
          />
        </label>
        <label className={label}>
          {t('listDeferred.filters.priceMaxTyped')}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(bounds.max)}
            value={max ?? ''}
            className={box}
            onChange={(e) => onChange(min, typed(e.target.value))}
          />
        </label>
      </div>
    </fieldset>
  )
}
