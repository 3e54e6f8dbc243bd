import type { Place } from '@api/contract/marketplace'
import type { ListSearch } from '~/lib/list-search'

// Its own module: search.ts loads with the route tree on every page, this only with the list page's parts.
/** Searching at a place keeps the filters and the sort; only where to search changes, from the first page. */
export const searchAtPlace = (search: ListSearch, p: Pick<Place, 'lat' | 'lon' | 'name'>): ListSearch => ({
  ...search,
  q: undefined,
  location: undefined,
  lat: p.lat,
  lon: p.lon,
  place: p.name,
  radius: undefined,
  page: undefined,
})
