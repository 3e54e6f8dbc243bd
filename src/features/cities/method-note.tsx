import { css } from 'styled-system/css'
import { useLang, useT } from '~/i18n/use-lang'
import { formatLongDateTime } from '~/lib/datetime'

/** "Jak liczymy": which units count, the radius, when the numbers were computed, and that promotion has no weight. */
export function MethodNote({ radiusKm, computedAt }: { radiusKm: number; computedAt: string }) {
  const t = useT()
  const lang = useLang()
  return (
    <section
      aria-labelledby="city-method"
      className={css({
        bg: 'bg.subtle',
        borderRadius: 'xl',
        p: { base: '5', md: '6' },
        display: 'flex',
        flexDirection: 'column',
        gap: '2',
        fontSize: 'sm',
        color: 'fg.default',
      })}
      data-testid="city-method"
    >
      <h2 id="city-method" className={css({ textStyle: 'h3' })}>
        {t('city.method.title')}
      </h2>
      <p>{t('city.method.units', { km: radiusKm })}</p>
      <p>{t('city.method.bands')}</p>
      <p>{t('city.method.prices')}</p>
      <p>
        <time dateTime={computedAt}>{t('city.method.computed', { time: formatLongDateTime(lang, computedAt) })}</time>
      </p>
    </section>
  )
}
