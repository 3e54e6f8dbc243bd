import { staticIsland } from '~/ui/static-island'

/**
 * The list page's parts that never change in the browser but with a new search (ADR 0114): the heading, where the
 * search is centred (with its links to widen it or pick a same-named place), the cards and the pager. The first load
 * keeps the server's HTML and fetches none of their code; it comes with the next search's data (the route's loader),
 * or when a refetch changes what they show.
 */
export const ResultsHeadingIsland = staticIsland('results-heading', () =>
  import('./results-heading').then((m) => m.ResultsHeading),
)
export const SearchOriginIsland = staticIsland('search-origin', () =>
  import('./search-origin').then((m) => m.SearchOrigin),
)
export const PlaceChoicesIsland = staticIsland('place-choices', () =>
  import('./search-origin').then((m) => m.PlaceChoices),
)
// One island a card (`instance`: its id), so a refetch that changes one card draws that card alone, and focus on
// another stays where it is.
export const CardIsland = staticIsland('card', () => import('./facility-card').then((m) => m.FacilityCard))
export const PaginationIsland = staticIsland('pagination', () => import('./pagination').then((m) => m.Pagination))
export const preloadListIslands = () =>
  Promise.all([
    ResultsHeadingIsland.preload(),
    SearchOriginIsland.preload(),
    PlaceChoicesIsland.preload(),
    CardIsland.preload(),
    PaginationIsland.preload(),
  ])
