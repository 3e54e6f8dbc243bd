import type { FacilityListResponse } from '@api/contract/marketplace'
import { absoluteUrl } from '@kernel/brand'
import { translate } from '~/i18n'
import type { Lang } from '@kernel/lang'
import { localizedPath } from '~/i18n/route-table'
import { breadcrumbList, type JsonLd } from '~/lib/structured-data'

type ListPage = Pick<FacilityListResponse, 'items' | 'page' | 'limit' | 'total'>

/**
 * The facilities shown on one list page, in the page's order. Positions continue across pages (page 2 of 24 starts
 * at 25) and numberOfItems is the whole result, as schema.org asks for a paginated list.
 */
export function facilityItemList(list: ListPage, lang: Lang): JsonLd {
  const offset = (Math.max(1, list.page) - 1) * list.limit
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: translate(lang, 'pages.facilities.heading'),
    numberOfItems: list.total,
    itemListElement: list.items.map((f, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteUrl(localizedPath('facility', lang, f.slug)),
      name: f.name,
    })),
  }
}

/** BreadcrumbList (Home → Facilities) and, once the list has loaded, the ItemList of its facilities. */
export function facilityListJsonLd(list: ListPage | undefined, lang: Lang): JsonLd[] {
  const crumbs = breadcrumbList([
    { name: translate(lang, 'common.nav.home'), path: localizedPath('home', lang) },
    { name: translate(lang, 'common.nav.facilities'), path: localizedPath('facilities', lang) },
  ])
  return list ? [crumbs, facilityItemList(list, lang)] : [crumbs]
}
