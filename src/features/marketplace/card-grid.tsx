import type { FacilitySummary, SearchOrigin } from '@api/contract/marketplace'
import { FacilityCard } from './facility-card'
import { grid } from './list-states'

/**
 * Cards in the list's grid where nothing on them moves (the city page: no map to highlight on hover): a static island
 * (`card-grid-island.ts`, ADR 0110). A card's link routes through the island's root, and its verified badge is a native
 * disclosure. `origin` must keep its identity while unchanged (the island keeps the server's HTML while props are equal).
 */
export function CardGrid({ facilities, origin }: { facilities: FacilitySummary[]; origin: SearchOrigin }) {
  return (
    <div className={grid} data-testid="results">
      {facilities.map((f) => (
        <FacilityCard key={f.id} facility={f} origin={origin} />
      ))}
    </div>
  )
}
