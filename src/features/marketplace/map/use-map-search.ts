import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { MapPoint } from '../../../../api/contract/marketplace'
import { useLang } from '~/i18n/use-lang'
import { mapPointsQuery } from '../queries'
import type { ListSearch } from '../search'
import { CITY_ZOOM, DEFAULT_CENTER, DEFAULT_RADIUS_KM, DEFAULT_ZOOM } from './cities'
import type { MapTarget } from './map-view'
import { useGeolocation } from './use-geolocation'
import { useInView } from './use-in-view'

/** State of the map search; every choice of a point (city, my location, radius) becomes list URL state. */
export function useMapSearch(search: ListSearch) {
  const lang = useLang()
  const navigate = useNavigate()
  const { ref, inView, activate } = useInView<HTMLDivElement>()
  const position = search.lat !== undefined && search.lon !== undefined ? { lat: search.lat, lon: search.lon } : null
  const [radius, setRadius] = useState(search.radius ?? DEFAULT_RADIUS_KM)
  const [target, setTarget] = useState<MapTarget>(() => ({ ...(position ?? DEFAULT_CENTER), zoom: DEFAULT_ZOOM, nonce: 0 }))
  const points = useQuery({ ...mapPointsQuery(lang), enabled: inView })

  const goNear = (lat: number, lon: number, km = radius) =>
    void navigate({ to: '/$lang/facilities', params: { lang }, search: { ...search, q: undefined, location: undefined, lat, lon, radius: km, sort: 'distance', page: undefined }, resetScroll: false })
  const geo = useGeolocation((lat, lon) => {
    setTarget({ lat, lon, zoom: CITY_ZOOM, nonce: Date.now() })
    goNear(lat, lon)
  })
  const onOpen = useCallback((point: MapPoint) => void navigate({ to: '/$lang/facility/$slug', params: { lang, slug: point.slug } }), [navigate, lang])

  const searchText = (q: string) => void navigate({ to: '/$lang/facilities', params: { lang }, search: { q } })
  return { ref, inView, activate, position, radius, setRadius, target, setTarget, points, goNear, geo, onOpen, searchText }
}
