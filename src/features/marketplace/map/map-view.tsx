import 'maplibre-gl/dist/maplibre-gl.css'
import { LngLatBounds, Map as MapLibre, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useEffectEvent, useRef } from 'react'
import { css } from 'styled-system/css'
import type { MapPoint } from '@api/contract/marketplace'
import { config } from '~/config'
import type { Translate } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { useClusterMarkers } from './use-cluster-markers'

setWorkerUrl(workerUrl)

const FALLBACK_STYLE = {
  version: 8 as const,
  sources: {},
  layers: [{ id: 'background', type: 'background' as const, paint: { 'background-color': '#ecfdf8' } }],
}

export type MapTarget = { lat: number; lon: number; zoom: number; nonce: number }
/** What the camera must show: the list's results and the point they are searched around; `key` changes with them. */
export type MapFit = { points: [number, number][]; center: [number, number] | null; key: string }

type Props = {
  points: MapPoint[]
  target: MapTarget
  fit: MapFit | null
  position: { lat: number; lon: number } | null
  positionLabel: string
  onOpen: (point: MapPoint) => void
  highlight: number | null
}

/** Never zoom in past street level for a single result. */
const FIT_MAX_ZOOM = 14

/** The interactive map; loaded lazily (client only) together with maplibre and its CSS. */
export default function MapView({ points, target, fit, position, positionLabel, onOpen, highlight }: Props) {
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibre | null>(null)
  const t = useT()
  // The map is made once; the camera and language it starts with are read then, not watched.
  const initialOptions = useEffectEvent(() => ({
    center: [target.lon, target.lat] as [number, number],
    zoom: target.zoom,
    locale: mapLocale(t),
  }))

  useEffect(() => {
    const map = new MapLibre({
      container: container.current!,
      style: config.mapStyleUrl,
      ...initialOptions(),
      attributionControl: { compact: true },
    })
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
    // Offline or blocked style: fall back to a plain background so the camera (and the HTML markers) keep working.
    let styled = false
    map.once('style.load', () => {
      styled = true
    })
    map.on('error', () => {
      if (styled) return
      styled = true
      map.setStyle(FALLBACK_STYLE, { diff: false })
    })
    // The visible bounds as data, so tests (and only tests) can check that every result's pin is in view.
    const exposeBounds = () => {
      const b = map.getBounds()
      container.current?.setAttribute(
        'data-bounds',
        [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()].map((v) => v.toFixed(5)).join(','),
      )
    }
    map.on('moveend', exposeBounds)
    map.once('load', exposeBounds)
    mapRef.current = map
    return () => {
      map.remove()
      mapRef.current = null
    }
  }, [])

  // Only a new nonce (a click) moves the camera to the target; a new fit key refits it to the results.
  const flyToTarget = useEffectEvent(() =>
    mapRef.current?.flyTo({ center: [target.lon, target.lat], zoom: target.zoom, essential: true }),
  )
  useEffect(() => {
    if (target.nonce) flyToTarget()
  }, [target.nonce])

  const fitCamera = useEffectEvent(() => {
    const map = mapRef.current
    if (!map || !fit) return
    const all = fit.center ? [...fit.points, fit.center] : fit.points
    if (all.length === 1)
      return void map.jumpTo({ center: all[0]!, zoom: Math.min(Math.max(map.getZoom(), 11), FIT_MAX_ZOOM) })
    const bounds = all.reduce((b, p) => b.extend(p), new LngLatBounds(all[0]!, all[0]!))
    map.fitBounds(bounds, { padding: 48, maxZoom: FIT_MAX_ZOOM, duration: 0 })
  })
  const fitKey = fit?.key
  useEffect(() => {
    if (fitKey !== undefined) fitCamera()
  }, [fitKey])

  const lat = position?.lat
  const lon = position?.lon
  useEffect(() => {
    const map = mapRef.current
    if (!map || lat === undefined || lon === undefined) return
    const el = document.createElement('span')
    const marker = new Marker({ element: positionMarker(el, positionLabel) }).setLngLat([lon, lat]).addTo(map)
    return () => void marker.remove()
  }, [lat, lon, positionLabel])

  useClusterMarkers(mapRef, points, onOpen, highlight)

  return <div ref={container} className={css({ w: 'full', h: 'full' })} data-testid="map-canvas" />
}

function positionMarker(el: HTMLElement, label: string) {
  el.setAttribute('role', 'img')
  el.setAttribute('aria-label', label)
  el.dataset.testid = 'map-position'
  el.style.cssText =
    'display:block;width:18px;height:18px;border-radius:50%;background:#b43909;border:3px solid #fff;box-shadow:0 0 0 6px rgba(180,57,9,.25);'
  return el
}

/** MapLibre's own control texts, from our dictionaries (its defaults are English on every page). */
function mapLocale(t: Translate): Record<string, string> {
  return {
    'Map.Title': t('a11y.map.title'),
    'NavigationControl.ZoomIn': t('a11y.map.zoomIn'),
    'NavigationControl.ZoomOut': t('a11y.map.zoomOut'),
    'NavigationControl.ResetBearing': t('a11y.map.resetBearing'),
    'AttributionControl.ToggleAttribution': t('a11y.map.attribution'),
    'AttributionControl.MapFeedback': t('a11y.map.feedback'),
    'LogoControl.Title': t('a11y.map.logo'),
    'Marker.Title': t('a11y.map.marker'),
    'Popup.Close': t('a11y.map.popupClose'),
  }
}
