import { lazy, Suspense, useMemo } from 'react'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { FacilitySummary, SearchOrigin } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { PinIcon } from '~/ui/icons'
import type { ListSearch } from '../search'
import { MapControls } from './map-controls'
import type { MapFit } from './map-view'
import { useMapSearch } from './use-map-search'

// Client only: the server bundle never contains maplibre (SSR is a compile-time constant).
const MapView = import.meta.env.SSR ? () => null : lazy(() => import('./map-view'))

type Props = { search?: ListSearch; results?: FacilitySummary[]; origin?: SearchOrigin; highlight?: number | null }

/** Map search: controls render at once; the map itself loads when scrolled into view or when a control is used. */
export function MapSection({ search = {}, results, origin, highlight = null }: Props) {
  const t = useT()
  const { ref, inView, activate, fix, radius, changeRadius, target, points, geo, onOpen, searchText, pickPlace } =
    useMapSearch(search)
  // The list's results (and the point they are searched around) are what the map must show.
  const fit = useMemo<MapFit | null>(() => {
    if (!results) return null
    const coords = results.flatMap((f) =>
      f.latitude !== null && f.longitude !== null ? [[f.longitude, f.latitude] as [number, number]] : [],
    )
    const center: [number, number] | null = origin ? [origin.lon, origin.lat] : null
    if (!coords.length && !center) return null
    return { points: coords, center, key: `${center?.join(',') ?? ''}|${coords.map((c) => c.join(',')).join(';')}` }
  }, [results, origin])

  return (
    <section
      aria-labelledby="map-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid="map-section"
    >
      <div>
        <h2 id="map-title" className={css({ textStyle: 'h3' })}>
          {t('marketplace.map.title')}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('marketplace.map.lead')}</p>
      </div>
      <MapControls
        radius={origin?.radiusKm ?? radius}
        locating={geo.status === 'locating'}
        geoError={geo.status === 'error'}
        currentPlace={search.place}
        onSearch={searchText}
        onPick={(place) => {
          activate()
          pickPlace(place)
        }}
        onRadius={(km) => {
          activate()
          changeRadius(km)
        }}
        onLocate={() => {
          activate()
          geo.locate()
        }}
        onCity={(city) => {
          activate()
          pickPlace({
            id: city.name,
            name: city.name,
            kind: 'city',
            region: null,
            parent: null,
            lat: city.lat,
            lon: city.lon,
          })
        }}
      />
      <div
        ref={ref}
        role="region"
        aria-label={t('marketplace.map.label')}
        className={css({
          position: 'relative',
          h: { base: '300px', md: '360px' },
          borderRadius: 'lg',
          overflow: 'hidden',
          bg: 'brand.50',
          border: '1px solid',
          borderColor: 'border.default',
          '& .maplibregl-canvas:focus-visible': { outline: 'none' },
          '&:has(.maplibregl-canvas:focus-visible)': {
            outline: '3px solid',
            outlineColor: 'focus',
            outlineOffset: '2px',
          },
        })}
      >
        {inView && points.data ? (
          <Suspense fallback={<p className={css({ p: '4', color: 'fg.muted' })}>{t('marketplace.map.loading')}</p>}>
            <MapView
              points={points.data.items}
              target={target}
              fit={fit}
              position={fix}
              positionLabel={t('marketplace.map.you')}
              onOpen={onOpen}
              highlight={highlight}
            />
          </Suspense>
        ) : inView ? (
          <p className={css({ p: '4', color: 'fg.muted' })}>{t('marketplace.map.loading')}</p>
        ) : (
          <div className={css({ display: 'grid', placeItems: 'center', h: 'full' })}>
            <button type="button" className={button({ variant: 'outline' })} onClick={activate}>
              <PinIcon size={18} />
              {t('marketplace.map.show')}
            </button>
          </div>
        )}
      </div>
    </section>
  )
}
