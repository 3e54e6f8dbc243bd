import type { Facility } from '@api/contract/marketplace'
import { staticIsland } from '~/ui/static-island'

// The facility page's cards that never change in the browser (ADR 0102): server-rendered, never hydrated, their
// code fetched only by a client-side navigation's loader. The operator's rich content is sanitized HTML from the API.
export const FacilityFactsIsland = staticIsland('facility-facts', () =>
  import('./facility-facts').then((m) => m.FacilityFacts),
)
export const RichContentIsland = staticIsland('facility-about', () =>
  import('./rich-content').then((m) => m.RichContentSection),
)
export const SummaryIsland = staticIsland('facility-summary', () =>
  import('./facility-summary').then((m) => m.FacilitySummaryCard),
)
// The header and the contact card too (ADR 0110): links, a native disclosure (the verified badge) and tel:/mailto:
// addresses, no handler of their own. The header takes the reviews' score as numbers: equal props keep the server's HTML.
export const HeaderIsland = staticIsland('facility-header', () =>
  import('./facility-header').then(
    (m) =>
      function Header({ facility, rating, count }: { facility: Facility; rating: number; count: number }) {
        return <m.FacilityHeader facility={facility} score={{ rating, count }} />
      },
  ),
)
export const ContactIsland = staticIsland('facility-contact', () => import('./contact-card').then((m) => m.ContactCard))
// The units (issue 45): their buttons' clicks are the card's (`data-unit-action`); new availability or prices (a
// refetch) fetch the code and draw the list again.
export const UnitListIsland = staticIsland('facility-units', () => import('./unit-row').then((m) => m.UnitList))
export const preloadFacilityIslands = () =>
  Promise.all([
    FacilityFactsIsland.preload(),
    RichContentIsland.preload(),
    SummaryIsland.preload(),
    HeaderIsland.preload(),
    ContactIsland.preload(),
    UnitListIsland.preload(),
  ])
