import { lazy, Suspense, useMemo } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { FacilitySummary, MapPoint, SearchOrigin } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { PinIcon } from '~/ui/icons'
import type { MapFit } from './map-view'
import type { MapSearch } from './use-map-search'

// Client only: the server bundle never contains maplibre (SSR is a compile-time constant).
const MapView = import.meta.env.SSR ? () => null : lazy(() => import('./map-view'))

const NO_PINS: MapPoint[] = []

const frame = css({
  position: 'relative',
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
})

type Props = {
  ms: MapSearch
  results?: FacilitySummary[]
  origin?: SearchOrigin
  highlight?: number | null
  className?: string
}

/** The map itself: a placeholder with a "show the map" button until it is in view or asked for. */
export function MapCanvas({ ms, results, origin, highlight = null, className }: Props) {
  const t = useT()
  const { ref, inView, activate, fix, target, points, onOpen } = ms
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
  // An empty result shows an empty map: pins of another town would say there is something here.
  const pins = results && results.length === 0 ? NO_PINS : points.data?.items

  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('marketplace.map.label')}
      data-testid="map-frame"
      data-pins={pins?.length ?? undefined}
      className={cx(frame, className ?? css({ h: { base: '300px', md: '360px' } }))}
    >
      {inView && pins ? (
        <Suspense fallback={<p className={css({ p: '4', color: 'fg.muted' })}>{t('marketplace.map.loading')}</p>}>
          <MapView
            points={pins}
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
  )
}
