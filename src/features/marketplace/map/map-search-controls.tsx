import { MapControls } from './map-controls'
import { type MapSearchControlsProps, useMapControlsProps } from './map-controls-props'

/** The search controls of a map search, wired to its state: the home map section's (the list defers its own). */
export function MapSearchControls({ ms, search, origin, cityLink }: MapSearchControlsProps) {
  return <MapControls {...useMapControlsProps(ms, search, origin)} cityLink={cityLink} />
}
