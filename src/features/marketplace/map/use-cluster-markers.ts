import type { Map as MapLibre } from 'maplibre-gl'
import { Marker } from 'maplibre-gl'
import { type RefObject, useEffect, useMemo, useRef } from 'react'
import Supercluster from 'supercluster'
import type { MapPoint } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { formatMoney } from '@kernel/money'
import { clusterElement, pointElement, setHighlighted } from './markers'

// Spec §9: cluster radius 56 px on mobile, 48 px on desktop.
const clusterRadius = () => (window.matchMedia('(max-width: 767px)').matches ? 56 : 48)

/** Supercluster over the map points, redrawn as HTML markers after every move. */
export function useClusterMarkers(
  mapRef: RefObject<MapLibre | null>,
  points: MapPoint[],
  onOpen: (point: MapPoint) => void,
  highlight: number | null = null,
) {
  const t = useT()
  const lang = useLang()
  const drawn = useRef<Drawn[]>([])
  const highlightRef = useRef(highlight)
  highlightRef.current = highlight
  const index = useMemo(() => {
    const cluster = new Supercluster<MapPoint>({ radius: clusterRadius(), maxZoom: 17 })
    cluster.load(
      points.map((p) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] },
        properties: p,
      })),
    )
    return cluster
  }, [points])

  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    let markers: Marker[] = []
    const draw = () => {
      markers.forEach((m) => m.remove())
      const b = map.getBounds()
      const features = index.getClusters(
        [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
        Math.round(map.getZoom()),
      )
      drawn.current = []
      markers = features.map((feature) => {
        const [lon, lat] = feature.geometry.coordinates as [number, number]
        const props = feature.properties as MapPoint & { cluster?: boolean; cluster_id?: number; point_count?: number }
        const el = props.cluster
          ? clusterElement(
              props.point_count ?? 0,
              t('marketplace.map.cluster', { count: props.point_count ?? 0 }),
              () =>
                map.easeTo({
                  center: [lon, lat],
                  zoom: Math.min(index.getClusterExpansionZoom(props.cluster_id!), 17),
                }),
            )
          : pointElement(
              props.priceFrom !== null
                ? t('marketplace.map.markerPrice', { price: formatMoney(props.priceFrom, lang, { currency: false }) })
                : props.name,
              t('marketplace.map.marker', {
                name: `${props.name}, ${props.city}`,
                price:
                  props.priceFrom !== null
                    ? t('marketplace.card.priceFrom', {
                        price: formatMoney(props.priceFrom, lang, { currency: false }),
                      })
                    : '',
              }),
              () => onOpen(props),
            )
        drawn.current.push({ el, lon, lat, id: props.cluster ? null : props.id })
        return new Marker({ element: el }).setLngLat([lon, lat]).addTo(map)
      })
      mark(map, drawn.current, points, highlightRef.current)
    }
    draw()
    map.on('moveend', draw)
    return () => {
      map.off('moveend', draw)
      markers.forEach((m) => m.remove())
    }
  }, [index, points, mapRef, t, lang, onOpen])

  useEffect(() => {
    if (mapRef.current) mark(mapRef.current, drawn.current, points, highlight)
  }, [highlight, points, mapRef])
}

type Drawn = { el: HTMLElement; lon: number; lat: number; id: number | null }

/**
 * Highlights the pin of the card under the pointer or focus: its own marker, or else the cluster drawn nearest to it
 * on screen (the one that swallowed it).
 */
function mark(map: MapLibre, drawn: Drawn[], points: MapPoint[], id: number | null) {
  let chosen: Drawn | null = null
  if (id !== null) chosen = drawn.find((d) => d.id === id) ?? nearestCluster(map, drawn, points, id)
  for (const d of drawn) setHighlighted(d.el, d === chosen)
}

function nearestCluster(map: MapLibre, drawn: Drawn[], points: MapPoint[], id: number): Drawn | null {
  const point = points.find((p) => p.id === id)
  if (!point) return null
  const target = map.project([point.longitude, point.latitude])
  let best: Drawn | null = null
  let bestDistance = Infinity
  for (const d of drawn) {
    if (d.id !== null) continue
    const distance = map.project([d.lon, d.lat]).dist(target)
    if (distance < bestDistance) [best, bestDistance] = [d, distance]
  }
  return bestDistance < 80 ? best : null
}
