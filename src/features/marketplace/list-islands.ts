import type { Lang } from '@kernel/lang'
import { loadMessages } from '~/i18n'
import { staticIsland } from '~/ui/static-island'

// The words only these islands (and the list's controls and toolbar, which load on use) speak on this page come with
// their code, not with the page's first load (ADR 0117): `place` for where the search is centred and the cards,
// `search` for the heading, where the search is centred and the pager.
const placeWords = (lang: Lang) => loadMessages(lang, ['place'])
const searchWords = (lang: Lang) => loadMessages(lang, ['search'])
const originWords = (lang: Lang) => loadMessages(lang, ['place', 'search'])

/**
 * The list page's parts that never change in the browser but with a new search (ADR 0114): the heading, where the
 * search is centred (with its links to widen it or pick a same-named place), the cards and the pager. The first load
 * keeps the server's HTML and fetches none of their code; it comes with the next search's data (the route's loader),
 * or when a refetch changes what they show.
 */
export const ResultsHeadingIsland = staticIsland(
  'results-heading',
  () => import('./results-heading').then((m) => m.ResultsHeading),
  searchWords,
)
export const SearchOriginIsland = staticIsland(
  'search-origin',
  () => import('./search-origin').then((m) => m.SearchOrigin),
  originWords,
)
export const PlaceChoicesIsland = staticIsland(
  'place-choices',
  () => import('./search-origin').then((m) => m.PlaceChoices),
  originWords,
)
// One island a card (`instance`: its id), so a refetch that changes one card draws that card alone, and focus on
// another stays where it is.
export const CardIsland = staticIsland('card', () => import('./facility-card').then((m) => m.FacilityCard), placeWords)
export const PaginationIsland = staticIsland(
  'pagination',
  () => import('./pagination').then((m) => m.Pagination),
  searchWords,
)
export const prepareListIslands = (lang: Lang) =>
  Promise.all([
    ResultsHeadingIsland.prepare(lang),
    SearchOriginIsland.prepare(lang),
    PlaceChoicesIsland.prepare(lang),
    CardIsland.prepare(lang),
    PaginationIsland.prepare(lang),
  ])
