import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { Facility } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { PinIcon } from '~/ui/icons'
import { DetailCard } from './detail-card'
import { DetailMap } from './map/detail-map'
import { directionsUrl, formatAddress } from './format'

/** Location card: lazy map, address and a directions link built from the coordinates (zero means missing). */
export function MapCard({ facility: f }: { facility: Facility }) {
  const t = useT()
  const hasGeo = Boolean(f.latitude && f.longitude)
  const placeholder = (
    <div
      className={css({
        h: hasGeo ? '280px' : '140px',
        borderRadius: 'md',
        display: 'grid',
        placeItems: 'center',
        color: 'brand.700',
        bg: 'brand.50',
        backgroundImage:
          'linear-gradient(token(colors.brand.100) 1px, transparent 1px), linear-gradient(90deg, token(colors.brand.100) 1px, transparent 1px)',
        backgroundSize: '28px 28px',
      })}
      aria-hidden="true"
    >
      <PinIcon size={36} />
    </div>
  )
  return (
    <DetailCard title={t('facilityPage.mapTitle')} id="map-title">
      {hasGeo ? (
        <DetailMap facility={f as Facility & { latitude: number; longitude: number }} fallback={placeholder} />
      ) : (
        <div className={css({ mb: '4' })}>{placeholder}</div>
      )}
      <p className={css({ fontSize: 'sm', mb: '4' })}>{formatAddress(f.address)}</p>
      {hasGeo ? (
        <a
          href={directionsUrl(f.latitude!, f.longitude!)}
          target="_blank"
          rel="noopener noreferrer"
          className={button({ variant: 'outline', block: true })}
          data-testid="directions-link"
        >
          {t('facilityPage.directions')}
        </a>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('facilityPage.noCoordinates')}</p>
      )}
    </DetailCard>
  )
}
