import type { CityIndexResponse } from '@api/contract/cities'
import { FacilityCard } from '~/features/marketplace/facility-card'
import { grid } from '~/features/marketplace/list-states'
import { cityOrigin } from './origin'

/**
 * The city's facilities: a static island (`islands.ts`, ADR 0110). Nothing on a card moves here (no map to highlight
 * on hover): its link routes through the island's root, and the verified badge is a native disclosure.
 */
export function CityCards({ data }: { data: CityIndexResponse }) {
  const origin = cityOrigin(data)
  return (
    <div className={grid} data-testid="results">
      {data.facilities.map((f) => (
        <FacilityCard key={f.id} facility={f} origin={origin} />
      ))}
    </div>
  )
}
