import type { SavedSearch } from '@api/contract/alerts'
import { describeSearch } from '@api/contract/alert-words'
import type { Lang } from '@kernel/lang'
import type { ListSearch } from '~/lib/list-search'

/** A saved search in words, the same as its mails say it ("3–5 m², do 300 zł, do 5 km od: Mokotów"). */
export const searchWords = (
  search: Pick<
    SavedSearch,
    'place' | 'radiusKm' | 'minSize' | 'maxSize' | 'priceMin' | 'priceMax' | 'features' | 'unitType'
  >,
  lang: Lang,
) => describeSearch(search, lang)

/** The list page's search of a saved search, for "See results". */
export function listSearchOf(search: SavedSearch): ListSearch {
  return {
    place: search.place,
    lat: search.lat,
    lon: search.lon,
    radius: search.radiusKm,
    minSize: search.minSize ?? undefined,
    maxSize: search.maxSize ?? undefined,
    priceMin: search.priceMin ?? undefined,
    priceMax: search.priceMax ?? undefined,
    features: search.features.length ? search.features.join(',') : undefined,
    unitType: search.unitType ?? undefined,
  }
}
