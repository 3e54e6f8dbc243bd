import { lazy, type ReactNode, Suspense, useMemo } from 'react'
import { css } from 'styled-system/css'
import type { Facility, MapPoint } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import { useInView } from './use-in-view'

const MapView = import.meta.env.SSR ? () => null : lazy(() => import('./map-view'))
const DETAIL_ZOOM = 14
const noop = () => undefined

/** Spec §9: detail map at zoom 14, 280 px high; loads when scrolled near, like the search map. */
export function DetailMap({
  facility: f,
  fallback,
}: {
  facility: Facility & { latitude: number; longitude: number }
  fallback: ReactNode
}) {
  const t = useT()
  const { ref, inView } = useInView<HTMLDivElement>()
  const points = useMemo<MapPoint[]>(
    () => [
      {
        id: f.id,
        slug: f.slug,
        name: f.name,
        latitude: f.latitude,
        longitude: f.longitude,
        priceFrom: f.priceFrom,
        city: f.address.city,
      },
    ],
    [f],
  )
  const target = useMemo(
    () => ({ lat: f.latitude, lon: f.longitude, zoom: DETAIL_ZOOM, nonce: 0 }),
    [f.latitude, f.longitude],
  )
  return (
    <div
      ref={ref}
      role="region"
      aria-label={t('marketplace.map.label')}
      className={css({
        position: 'relative',
        h: '280px',
        borderRadius: 'md',
        overflow: 'hidden',
        mb: '4',
        bg: 'brand.50',
      })}
      data-testid="detail-map"
    >
      {inView ? (
        <Suspense fallback={fallback}>
          <MapView
            points={points}
            target={target}
            fit={null}
            position={null}
            positionLabel=""
            onOpen={noop}
            highlight={null}
          />
        </Suspense>
      ) : (
        fallback
      )}
    </div>
  )
}
