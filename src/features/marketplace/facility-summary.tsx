import { css } from 'styled-system/css'
import type { Facility } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { DetailCard } from './detail-card'
import { formatMoney } from '@kernel/money'
import { formatAddress, formatArea } from './format'

const dt = css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600' })
const dd = css({ mb: '3', color: 'fg.strong', wordBreak: 'break-word' })

export function FacilitySummaryCard({ facility: f }: { facility: Facility }) {
  const t = useT()
  const lang = useLang()
  return (
    <DetailCard title={t('facilityPage.summary')} id="summary-title">
      <dl>
        <dt className={dt}>{t('facilityPage.address')}</dt>
        <dd className={dd}>{formatAddress(f.address)}</dd>
        {f.minSizeM2 !== null && f.maxSizeM2 !== null ? (
          <>
            <dt className={dt}>{t('facilityPage.sizes')}</dt>
            <dd className={dd}>
              {t('facilityPage.sizesValue', {
                min: formatArea(f.minSizeM2, lang),
                max: formatArea(f.maxSizeM2, lang),
              })}
            </dd>
          </>
        ) : null}
        <dt className={dt}>{t('facilityPage.priceFrom')}</dt>
        <dd className={dd + ' ' + css({ fontWeight: '800', fontSize: 'lg' })}>
          {f.priceFrom !== null
            ? t('marketplace.card.priceFrom', { price: formatMoney(f.priceFrom, lang, { currency: false }) })
            : t('facilityPage.priceOnRequest')}
        </dd>
        {f.features.length ? (
          <>
            <dt className={dt}>{t('facilityPage.featuresTitle')}</dt>
            <dd className={dd}>{f.features.map((code) => t(`marketplace.features.${code}`)).join(', ')}</dd>
          </>
        ) : null}
        {f.phone ? (
          <>
            <dt className={dt}>{t('facilityPage.phone')}</dt>
            <dd className={dd}>{f.phone}</dd>
          </>
        ) : null}
        {f.email ? (
          <>
            <dt className={dt}>{t('facilityPage.email')}</dt>
            <dd className={dd}>{f.email}</dd>
          </>
        ) : null}
        {f.website ? (
          <>
            <dt className={dt}>{t('facilityPage.website')}</dt>
            <dd className={dd}>{f.website.replace(/^https?:\/\//, '')}</dd>
          </>
        ) : null}
      </dl>
    </DetailCard>
  )
}
