import 'maplibre-gl/dist/maplibre-gl.css'
import { Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useEffectEvent, useRef } from 'react'
import { css } from 'styled-system/css'
import { config } from '~/config'

setWorkerUrl(workerUrl)

const FALLBACK_STYLE = {
  version: 8 as const,
  sources: {},
  layers: [{ id: 'background', type: 'background' as const, paint: { 'background-color': '#ecfdf8' } }],
}

/** Poland's middle: where the pin waits until the operator moves it. */
export const POLAND = { lat: 52.07, lon: 19.48 }

type Props = {
  lat: number | null
  lon: number | null
  markerLabel: string
  onMove: (lat: number, lon: number) => void
}

/**
 * The facility's pin (issue 42): dragged, or dropped where the map is clicked; typed coordinates move it back. Loaded
 * lazily with maplibre, like the list page's map. The coordinate fields stay the authority (keyboard users type).
 */
export default function PinMapView({ lat, lon, markerLabel, onMove }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibre | null>(null)
  const markerRef = useRef<Marker | null>(null)
  const moved = useEffectEvent((point: { lat: number; lng: number }) => onMove(point.lat, point.lng))
  const label = useEffectEvent(() => markerLabel)
  const start = useEffectEvent(() => ({ lat: lat ?? POLAND.lat, lon: lon ?? POLAND.lon, zoom: lat === null ? 5 : 15 }))

  useEffect(() => {
    const at = start()
    const map = new MapLibre({
      container: container.current!,
      style: config.mapStyleUrl,
      center: [at.lon, at.lat],
      zoom: at.zoom,
      attributionControl: { compact: true },
    })
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    let styled = false
    map.once('style.load', () => {
      styled = true
    })
    map.on('error', () => {
      if (styled) return
      styled = true
      map.setStyle(FALLBACK_STYLE, { diff: false })
    })
    const element = document.createElement('div')
    element.setAttribute('role', 'img')
    element.setAttribute('aria-label', label())
    element.dataset.testid = 'pin-marker'
    element.style.cssText = 'width:32px;height:40px;cursor:grab;'
    // The drop shape is drawn by a child: maplibre positions the marker with `transform`, which a rotation of the
    // marker itself would turn too.
    const drop = document.createElement('span')
    drop.style.cssText =
      'position:absolute;left:2px;top:2px;width:28px;height:28px;border-radius:50% 50% 50% 0;rotate:-45deg;background:#b43909;border:3px solid #fff;box-shadow:0 2px 6px rgba(0,0,0,.35);'
    element.appendChild(drop)
    const marker = new Marker({ element, draggable: true, anchor: 'bottom' }).setLngLat([at.lon, at.lat]).addTo(map)
    marker.on('dragend', () => moved(marker.getLngLat()))
    map.on('click', (event) => {
      marker.setLngLat(event.lngLat)
      moved(event.lngLat)
    })
    mapRef.current = map
    markerRef.current = marker
    return () => {
      map.remove()
      mapRef.current = null
      markerRef.current = null
    }
  }, [])

  // Typed coordinates move the pin (and the camera), so both ways of setting the place agree.
  useEffect(() => {
    if (lat === null || lon === null) return
    const marker = markerRef.current
    const current = marker?.getLngLat()
    if (!marker || (current && Math.abs(current.lat - lat) < 1e-7 && Math.abs(current.lng - lon) < 1e-7)) return
    marker.setLngLat([lon, lat])
    mapRef.current?.jumpTo({ center: [lon, lat], zoom: Math.max(mapRef.current.getZoom(), 14) })
  }, [lat, lon])

  return <div ref={container} className={css({ w: 'full', h: 'full' })} data-testid="pin-map-canvas" />
}
