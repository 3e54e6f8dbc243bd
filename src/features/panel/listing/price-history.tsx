import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { formatPrice } from '~/features/marketplace/format'
import { useLang, useT } from '~/i18n/use-lang'
import { pricesQuery } from './queries'

const th = css({ textAlign: 'left', fontSize: 'sm', fontWeight: '700', px: '3', py: '2', bg: 'bg.muted' })
const td = css({ px: '3', py: '2', borderTop: '1px solid', borderColor: 'border.default', fontSize: 'sm' })

/** Every price a unit had: unit, old, new, when, who (the Omnibus rule and price alerts read the same rows). */
export function PriceHistory({ facilityId, clientId }: { facilityId: number; clientId: number | undefined }) {
  const t = useT()
  const lang = useLang()
  const { data } = useQuery(pricesQuery(facilityId, clientId))
  if (!data) return null
  if (!data.items.length) return <p>{t('panel.listing.historyEmpty')}</p>
  const when = new Intl.DateTimeFormat(lang === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Warsaw' })
  return (
    <div role="region" aria-labelledby="history-caption" tabIndex={0} className={css({ position: 'relative', overflowX: 'auto', bg: 'white', borderRadius: 'lg', border: '1px solid', borderColor: 'border.default' })}>
      <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '560px' })} data-testid="price-history">
        <caption id="history-caption" className={css({ textAlign: 'left', p: '3', fontWeight: '700' })}>
          {t('panel.listing.historyCaption')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className={th}>{t('panel.listing.code')}</th>
            <th scope="col" className={th}>{t('panel.listing.oldPrice')}</th>
            <th scope="col" className={th}>{t('panel.listing.newPrice')}</th>
            <th scope="col" className={th}>{t('panel.listing.when')}</th>
            <th scope="col" className={th}>{t('panel.listing.who')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((h) => (
            <tr key={h.id}>
              <th scope="row" className={td}>{h.unitCode}</th>
              <td className={td}>{h.oldPrice === null ? t('panel.listing.firstPrice') : `${formatPrice(h.oldPrice, lang)} zł`}</td>
              <td className={td}>{`${formatPrice(h.newPrice, lang)} zł`}</td>
              <td className={td} suppressHydrationWarning>{when.format(new Date(h.createdAt))}</td>
              <td className={`${td} ${css({ overflowWrap: 'anywhere' })}`}>{h.userEmail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
