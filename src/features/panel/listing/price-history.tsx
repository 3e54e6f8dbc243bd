import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { formatMoney } from '@kernel/money'
import { useLang, useT } from '~/i18n/use-lang'
import { formatShortDateTime } from '~/lib/datetime'
import { TableShell, tableCell } from '~/ui/table/data-table'
import { pricesQuery } from './queries'

/** Every price a unit had: unit, old, new, when, who (the Omnibus rule and price alerts read the same rows). */
export function PriceHistory({ facilityId, clientId }: { facilityId: number; clientId: number | undefined }) {
  const t = useT()
  const lang = useLang()
  const { data } = useQuery(pricesQuery(facilityId, clientId))
  if (!data) return null
  if (!data.items.length) return <p>{t('panel.listing.historyEmpty')}</p>
  return (
    <TableShell
      caption={t('panel.listing.historyCaption')}
      headers={(['code', 'oldPrice', 'newPrice', 'when', 'who'] as const).map((key) => t(`panel.listing.${key}`))}
      minWidth="small"
      testId="price-history"
    >
      {data.items.map((h) => (
        <tr key={h.id}>
          <th scope="row" className={tableCell}>
            {h.unitCode}
          </th>
          <td className={tableCell}>
            {h.oldPrice === null
              ? t('panel.listing.firstPrice')
              : t('panel.listing.priceValue', { price: formatMoney(h.oldPrice, lang, { currency: false }) })}
          </td>
          <td className={tableCell}>
            {t('panel.listing.priceValue', { price: formatMoney(h.newPrice, lang, { currency: false }) })}
          </td>
          <td className={tableCell} suppressHydrationWarning>
            {formatShortDateTime(lang, h.createdAt) ?? h.createdAt}
          </td>
          <td className={`${tableCell} ${css({ overflowWrap: 'anywhere' })}`}>{h.userEmail}</td>
        </tr>
      ))}
    </TableShell>
  )
}
