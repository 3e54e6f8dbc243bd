import { css } from 'styled-system/css'
import type { PriceBand } from '@api/contract/cities'
import { formatMoney, gross } from '@kernel/money'
import { useLang, useT } from '~/i18n/use-lang'

const cell = css({
  px: '3',
  py: '2.5',
  textAlign: 'right',
  borderBottom: '1px solid',
  borderColor: 'border.default',
  whiteSpace: 'nowrap',
})
const head = css({
  px: '3',
  py: '2.5',
  textAlign: 'right',
  fontSize: 'sm',
  fontWeight: '700',
  color: 'fg.strong',
  borderBottom: '2px solid',
  borderColor: 'border.default',
})

/** The price index as a table: the chart's text fallback and the place for range, gross and per-m² figures. */
export function PriceTable({ bands, caption }: { bands: PriceBand[]; caption: string }) {
  const t = useT()
  const lang = useLang()
  const money = (n: number) => t('city.index.priceValue', { price: formatMoney(n, lang, { currency: false }) })
  return (
    <div className={css({ overflowX: 'auto' })} tabIndex={0} role="region" aria-labelledby="price-table-caption">
      <table
        className={css({ w: 'full', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' })}
        data-testid="price-table"
      >
        <caption
          id="price-table-caption"
          className={css({ textAlign: 'left', color: 'fg.muted', fontSize: 'sm', pb: '2' })}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={head + ' ' + css({ textAlign: 'left' })}>
              {t('city.index.band')}
            </th>
            <th scope="col" className={head}>
              {t('city.index.median')}
            </th>
            <th scope="col" className={head}>
              {t('city.index.gross')}
            </th>
            <th scope="col" className={head}>
              {t('city.index.range')}
            </th>
            <th scope="col" className={head}>
              {t('city.index.perM2')}
            </th>
            <th scope="col" className={head}>
              {t('city.index.units')}
            </th>
          </tr>
        </thead>
        <tbody>
          {bands.map((b) => (
            <tr key={b.id} data-band={b.id}>
              <th scope="row" className={cell + ' ' + css({ textAlign: 'left', fontWeight: '600' })}>
                {t(`city.bands.${b.id}`)}
              </th>
              {b.median === null ? (
                <td colSpan={4} className={cell + ' ' + css({ textAlign: 'center', color: 'fg.muted' })}>
                  {t('city.index.noData')}
                </td>
              ) : (
                <>
                  <td className={cell} data-cell="median">
                    {money(b.median)}
                  </td>
                  <td className={cell} data-cell="gross">
                    {money(gross(b.median))}
                  </td>
                  <td className={cell} data-cell="range">
                    {t('city.index.rangeValue', {
                      min: formatMoney(b.min!, lang, { currency: false }),
                      max: formatMoney(b.max!, lang, { currency: false }),
                    })}
                  </td>
                  <td className={cell} data-cell="per-m2">
                    {t('city.index.perM2Value', { price: formatMoney(b.medianPerM2!, lang, { currency: false }) })}
                  </td>
                </>
              )}
              <td className={cell} data-cell="units">
                {b.units}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
