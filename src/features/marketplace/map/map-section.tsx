import { lazy, Suspense } from 'react'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import type { ListSearch } from '../search'
import { CITY_ZOOM } from './cities'
import { MapControls } from './map-controls'
import { useMapSearch } from './use-map-search'

// Client only: the server bundle never contains maplibre (SSR is a compile-time constant).
const MapView = import.meta.env.SSR ? () => null : lazy(() => import('./map-view'))

/** Map search: controls render at once; the map itself loads when scrolled into view or when a control is used. */
export function MapSection({ search = {} }: { search?: ListSearch }) {
  const t = useT()
  const { ref, inView, activate, position, radius, setRadius, target, setTarget, points, goNear, geo, onOpen, searchText } = useMapSearch(search)

  return (
    <section aria-labelledby="map-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} data-testid="map-section">
      <div>
        <h2 id="map-title" className={css({ textStyle: 'h3' })}>{t('marketplace.map.title')}</h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('marketplace.map.lead')}</p>
      </div>
      <MapControls
        radius={radius}
        position={position}
        locating={geo.status === 'locating'}
        geoError={geo.status === 'error'}
        onSearch={searchText}
        onRadius={(km) => { activate(); setRadius(km); if (position) goNear(position.lat, position.lon, km) }}
        onLocate={() => { activate(); geo.locate() }}
        onCity={(city) => { activate(); setTarget({ lat: city.lat, lon: city.lon, zoom: CITY_ZOOM, nonce: Date.now() }); goNear(city.lat, city.lon) }}
      />
      <div ref={ref} role="region" aria-label={t('marketplace.map.label')} className={css({ position: 'relative', h: { base: '300px', md: '360px' }, borderRadius: 'lg', overflow: 'hidden', bg: 'brand.50', border: '1px solid', borderColor: 'border.default', '& .maplibregl-canvas:focus-visible': { outline: 'none' }, '&:has(.maplibregl-canvas:focus-visible)': { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' } })}>
        {inView && points.data ? (
          <Suspense fallback={<p className={css({ p: '4', color: 'fg.muted' })}>{t('marketplace.map.loading')}</p>}>
            <MapView points={points.data.items} target={target} position={position} positionLabel={t('marketplace.map.you')} onOpen={onOpen} />
          </Suspense>
        ) : (
          <p className={css({ p: '4', color: 'fg.muted' })}>{t('marketplace.map.loading')}</p>
        )}
      </div>
    </section>
  )
}
