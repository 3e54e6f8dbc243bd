import type { Facility } from '@api/contract/marketplace'
import { FeaturesCard } from './features-card'
import { HoursCard } from './hours-card'

/** A facility's features and hours: a static island (islands.ts), its code only on a client-side navigation. */
export function FacilityFacts({ facility }: { facility: Facility }) {
  return (
    <>
      <FeaturesCard facility={facility} />
      <HoursCard facility={facility} />
    </>
  )
}
