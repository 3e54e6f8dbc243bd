import { useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useState } from 'react'
import type { MapPoint, Place } from '@api/contract/marketplace'
import { useLang } from '~/i18n/use-lang'
import { mapPointsQuery } from '../queries'
import type { ListSearch } from '~/lib/list-search'
import { DEFAULT_RADIUS_KM } from '@api/contract/marketplace-values'
import { CITY_ZOOM, DEFAULT_CENTER, DEFAULT_ZOOM } from './cities'
import type { MapTarget } from './map-view'
import { useGeolocation } from './use-geolocation'
import { useInView } from './use-in-view'

type Point = { lat: number; lon: number }

export type MapSearch = ReturnType<typeof useMapSearch>

/** State of the map search; every choice of a point (place, city, my location, radius) becomes list URL state. */
export function useMapSearch(search: ListSearch) {
  const lang = useLang()
  const navigate = useNavigate()
  const router = useRouter()
  // On a phone the map waits for a tap (or a map control): maplibre and its tiles are ~300 KB over mobile data
  // and a second of main-thread work, for a visitor who may only scroll the results. Wider screens load it in view.
  const { ref, inView, activate } = useInView<HTMLDivElement>('200px', '(min-width: 768px)')
  // Only a real geolocation fix is "your location": a city shortcut or a shared link's lat/lon is not.
  const [fix, setFix] = useState<Point | null>(null)
  const [radius, setRadius] = useState(search.radius ?? DEFAULT_RADIUS_KM)
  const [target, setTarget] = useState<MapTarget>(() => ({
    ...(search.lat !== undefined && search.lon !== undefined ? { lat: search.lat, lon: search.lon } : DEFAULT_CENTER),
    zoom: DEFAULT_ZOOM,
    nonce: 0,
  }))
  const points = useQuery({ ...mapPointsQuery(lang), enabled: inView })

  /** A named place gets the radius picked for results (none in the URL); the visitor's own point keeps the chosen one. */
  const goNear = (point: Point, place?: string, km?: number) =>
    void navigate({
      to: '/$lang/facilities',
      params: { lang },
      search: {
        ...search,
        q: undefined,
        location: undefined,
        lat: point.lat,
        lon: point.lon,
        place,
        radius: km,
        sort: undefined,
        page: undefined,
      },
      resetScroll: false,
    })
  const geo = useGeolocation((lat, lon) => {
    setFix({ lat, lon })
    setTarget({ lat, lon, zoom: CITY_ZOOM, nonce: Date.now() })
    goNear({ lat, lon }, undefined, radius)
  })
  const onOpen = useCallback(
    (point: MapPoint) => void navigate({ to: '/$lang/facility/$slug', params: { lang, slug: point.slug } }),
    [navigate, lang],
  )

  const changeRadius = (km: number) => {
    setRadius(km)
    // The address's search, not the rendered one: a radius picked while the last search is still loading applies to
    // that search (a fresh clone's run picked 2 km just after searching Kraków and got it for the postcode before).
    const latest = router.latestLocation.search as ListSearch
    const searched = (latest.lat !== undefined && latest.lon !== undefined) || latest.q || latest.location
    if (searched)
      void navigate({
        to: '/$lang/facilities',
        params: { lang },
        search: { ...latest, radius: km, page: undefined },
        resetScroll: false,
      })
  }
  const pickPlace = (place: Place) => {
    geo.reset()
    setTarget({ lat: place.lat, lon: place.lon, zoom: CITY_ZOOM, nonce: Date.now() })
    goNear({ lat: place.lat, lon: place.lon }, place.name)
  }
  const searchText = (q: string) => {
    geo.reset()
    void navigate({ to: '/$lang/facilities', params: { lang }, search: { q } })
  }
  return { ref, inView, activate, fix, radius, changeRadius, target, points, geo, onOpen, searchText, pickPlace }
}
