import { deferred } from '~/ui/deferred'
import { type MapSearchControlsProps, useMapControlsProps } from './map-controls-props'

/**
 * The list page's search box, radius and location controls, server-rendered in full with their code after the first
 * load (ADR 0114): the combobox, the radius options and the city shortcuts are not needed to read the results.
 */
export const DeferredMapControls = deferred(() => import('./map-controls').then((m) => m.MapControls))

export function DeferredMapSearchControls({ ms, search, origin, cityLink }: MapSearchControlsProps) {
  return <DeferredMapControls {...useMapControlsProps(ms, search, origin)} compact cityLink={cityLink} />
}
