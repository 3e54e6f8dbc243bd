import type { SearchOrigin } from '@api/contract/marketplace'
import type { ListSearch } from '~/lib/list-search'
import { type CityLinkSlot, MapControls } from './map-controls'
import { useMapControlsProps } from './map-controls-props'
import type { MapSearch } from './use-map-search'

/** The search controls of a map search, wired to its state: the home map section's (the list defers its own). */
export function MapSearchControls({
  ms,
  search,
  origin,
  cityLink,
}: {
  ms: MapSearch
  search: ListSearch
  origin?: SearchOrigin
  cityLink?: CityLinkSlot
}) {
  return <MapControls {...useMapControlsProps(ms, search, origin)} cityLink={cityLink} />
}
