import { css } from 'styled-system/css'
import type { PriceBand } from '@api/contract/cities'
import { formatMoney } from '@kernel/money'
import { useLang, useT } from '~/i18n/use-lang'

const W = 560
const H = 240
const TOP = 28
const BOTTOM = 36
const SLOT = W / 5

/**
 * Five bars drawn on the server as SVG (no chart library, no client JS). Screen readers get one sentence with every
 * value (the SVG's title and description); the table beside it holds the same numbers for everyone.
 */
export function PriceChart({ bands }: { bands: PriceBand[] }) {
  const t = useT()
  const lang = useLang()
  const max = Math.max(1, ...bands.map((b) => b.median ?? 0))
  const label = (b: PriceBand) => t(`city.bands.${b.id}`)
  const value = (b: PriceBand) =>
    b.median === null
      ? t('city.index.noData')
      : t('city.index.priceValue', { price: formatMoney(b.median, lang, { currency: false }) })
  const summary = t('city.chart.summary', {
    bars: bands.map((b) => t('city.chart.bar', { band: label(b), value: value(b) })).join('; '),
  })
  return (
    <figure className={css({ m: '0' })} data-testid="price-chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="price-chart-title price-chart-desc"
        className={css({ w: 'full', h: 'auto', maxW: '2xl', display: 'block' })}
      >
        <title id="price-chart-title">{t('city.chart.title')}</title>
        <desc id="price-chart-desc">{summary}</desc>
        <line x1="0" x2={W} y1={H - BOTTOM} y2={H - BOTTOM} className={css({ stroke: 'ink.300' })} strokeWidth="1" />
        {bands.map((b, i) => {
          const x = i * SLOT + SLOT * 0.2
          const w = SLOT * 0.6
          const h = b.median === null ? 0 : Math.max(2, ((H - TOP - BOTTOM) * b.median) / max)
          const y = H - BOTTOM - h
          return (
            <g key={b.id} data-band={b.id}>
              {b.median === null ? (
                <text
                  x={x + w / 2}
                  y={H - BOTTOM - 8}
                  textAnchor="middle"
                  fontSize="13"
                  className={css({ fill: 'ink.600' })}
                >
                  {t('city.index.noData')}
                </text>
              ) : (
                <>
                  <rect x={x} y={y} width={w} height={h} rx="4" className={css({ fill: 'brand.600' })} />
                  <text
                    x={x + w / 2}
                    y={y - 8}
                    textAnchor="middle"
                    fontSize="14"
                    fontWeight="700"
                    className={css({ fill: 'ink.900' })}
                  >
                    {formatMoney(Math.round(b.median), lang, { currency: false })}
                  </text>
                </>
              )}
              <text x={x + w / 2} y={H - 12} textAnchor="middle" fontSize="14" className={css({ fill: 'ink.700' })}>
                {label(b)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
