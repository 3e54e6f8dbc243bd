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
export const preloadFacilityIslands = () =>
  Promise.all([FacilityFactsIsland.preload(), RichContentIsland.preload(), SummaryIsland.preload()])
