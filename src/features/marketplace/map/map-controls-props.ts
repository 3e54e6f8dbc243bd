import type { SearchOrigin } from '@api/contract/marketplace'
import { useMemo, useRef } from 'react'
import type { ListSearch } from '~/lib/list-search'
import type { CityLinkSlot, MapControlsProps } from './map-controls'
import type { MapSearch } from './use-map-search'

/** What a page hands its map search's controls: the state, the list search it shows, and the city pages' link. */
export type MapSearchControlsProps = {
  ms: MapSearch
  search: ListSearch
  origin?: SearchOrigin
  cityLink?: CityLinkSlot
}

/**
 * The search controls' props from a map search's state: values, and handlers that keep their identity for the page's
 * life. The list page's controls are a deferred section (ADR 0114) whose boundary keeps the server's HTML only while
 * its props stay equal, and the map search's state is a new object on every render.
 */
export function useMapControlsProps(
  ms: MapSearch,
  search: ListSearch,
  origin: SearchOrigin | undefined,
): Omit<MapControlsProps, 'compact' | 'cityLink'> {
  const latest = useRef(ms)
  latest.current = ms
  const handlers = useMemo(
    () => ({
      onSearch: (text: string) => latest.current.searchText(text),
      onPick: (place: Parameters<MapSearch['pickPlace']>[0]) => {
        latest.current.activate()
        latest.current.pickPlace(place)
      },
      onRadius: (km: number) => {
        latest.current.activate()
        latest.current.changeRadius(km)
      },
      onLocate: () => {
        latest.current.activate()
        latest.current.geo.locate()
      },
    }),
    [],
  )
  return {
    radius: origin?.radiusKm ?? ms.radius,
    locating: ms.geo.status === 'locating',
    geoError: ms.geo.status === 'error',
    currentPlace: search.place,
    query: search.place ?? search.location ?? search.q ?? '',
    ...handlers,
  }
}
