import type { SearchOrigin } from '@api/contract/marketplace'
import type { ListSearch } from '~/lib/list-search'
import { type CityLinkSlot, MapControls } from './map-controls'
import type { MapSearch } from './use-map-search'

/** The search controls of a map search, wired to its state: the home map section and the list's one search box. */
export function MapSearchControls({
  ms,
  search,
  origin,
  compact = false,
  cityLink,
}: {
  ms: MapSearch
  search: ListSearch
  origin?: SearchOrigin
  compact?: boolean
  cityLink?: CityLinkSlot
}) {
  return (
    <MapControls
      radius={origin?.radiusKm ?? ms.radius}
      locating={ms.geo.status === 'locating'}
      geoError={ms.geo.status === 'error'}
      currentPlace={search.place}
      query={search.place ?? search.location ?? search.q ?? ''}
      compact={compact}
      cityLink={cityLink}
      onSearch={ms.searchText}
      onPick={(place) => {
        ms.activate()
        ms.pickPlace(place)
      }}
      onRadius={(km) => {
        ms.activate()
        ms.changeRadius(km)
      }}
      onLocate={() => {
        ms.activate()
        ms.geo.locate()
      }}
      onCity={(city) => {
        ms.activate()
        ms.pickPlace({
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
  )
}
