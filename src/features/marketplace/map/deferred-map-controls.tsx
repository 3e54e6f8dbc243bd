import type { SearchOrigin } from '@api/contract/marketplace'
import type { ListSearch } from '~/lib/list-search'
import { deferred } from '~/ui/deferred'
import type { CityLinkSlot } from './map-controls'
import { useMapControlsProps } from './map-controls-props'
import type { MapSearch } from './use-map-search'

/**
 * The list page's search box, radius and location controls, server-rendered in full with their code after the first
 * load (ADR 0114): the combobox, the radius options and the city shortcuts are not needed to read the results.
 */
export const DeferredMapControls = deferred(() => import('./map-controls').then((m) => m.MapControls))

export function DeferredMapSearchControls({
  ms,
  search,
  origin,
  cityLink,
}: {
  ms: MapSearch
  search: ListSearch
  origin?: SearchOrigin
  cityLink: CityLinkSlot
}) {
  return <DeferredMapControls {...useMapControlsProps(ms, search, origin)} compact cityLink={cityLink} />
}
