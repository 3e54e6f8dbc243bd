import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { Facility } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { mailtoHref } from '~/lib/mailto'
import { GlobeIcon, MailIcon, PhoneIcon, PinIcon } from '~/ui/icons'
import { DetailCard } from './detail-card'
import { formatAddress } from './format'

const row = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  '& svg': { color: 'brand.700', mt: '1', flexShrink: 0 },
})
const link = css({ color: 'fg.brand', fontWeight: '600', wordBreak: 'break-word' })

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={row}>
      {icon}
      <div>
        <p className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '600' })}>{label}</p>
        {children}
      </div>
    </li>
  )
}

export function ContactCard({ facility: f }: { facility: Facility }) {
  const t = useT()
  return (
    <DetailCard title={t('facilityPage.contactTitle')} id="contact-title">
      <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '4' })}>
        {f.phone ? (
          <Row icon={<PhoneIcon />} label={t('facilityPage.phone')}>
            <a className={link} href={`tel:${f.phone.replace(/\s+/g, '')}`}>
              {f.phone}
            </a>
          </Row>
        ) : null}
        {f.email ? (
          <Row icon={<MailIcon />} label={t('facilityPage.email')}>
            <a className={link} href={mailtoHref(f.email)}>
              {f.email}
            </a>
          </Row>
        ) : null}
        <Row icon={<PinIcon />} label={t('facilityPage.address')}>
          <p>{formatAddress(f.address)}</p>
        </Row>
        {f.website ? (
          <Row icon={<GlobeIcon />} label={t('facilityPage.website')}>
            <a className={link} href={f.website} target="_blank" rel="noopener noreferrer">
              {f.website.replace(/^https?:\/\//, '')}
            </a>
          </Row>
        ) : null}
      </ul>
    </DetailCard>
  )
}
