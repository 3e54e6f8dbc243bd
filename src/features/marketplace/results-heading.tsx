import { css } from 'styled-system/css'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import type { ListSearch } from '~/lib/list-search'

/** What the list is searched for, as the heading names it: the resolved place, the visitor's area, or the text. */
function searchedName(data: FacilityListResponse | undefined, search: ListSearch, t: ReturnType<typeof useT>) {
  const origin = data?.origin
  const place = origin?.place
  // A district names its city: "Śródmieście" alone could be any of a dozen (issue 44).
  if (place?.kind === 'district' && place.parent && place.parent !== place.name) return `${place.name}, ${place.parent}`
  if (origin) return place?.name ?? t('search.nearYou')
  const text = search.location ?? search.q
  return text ? t('search.quoted', { text }) : null
}

/**
 * The page's h1 names the search and its count ("Magazyny self storage: Kraków · 6 magazynów"), so the first
 * screen says what was found before any card. The lead stays for the plain list only: after a search, the first
 * screen belongs to the results.
 */
export function ResultsHeading({ data, search }: { data?: FacilityListResponse; search: ListSearch }) {
  const t = useT()
  const place = searchedName(data, search, t)
  const title = !data
    ? t('pages.facilities.heading')
    : place
      ? t('search.heading', { count: data.total, place })
      : t('search.headingAll', { count: data.total })
  return (
    <div className={css({ pt: { base: '5', md: '8' }, pb: { base: '3', md: '4' } })}>
      <h1 className={css({ textStyle: 'h2', fontSize: { base: '2xl', md: '3xl' } })} data-testid="results-heading">
        {title}
      </h1>
      {place ? null : (
        <p className={css({ color: 'fg.muted', mt: '2', maxW: 'prose' })}>{t('pages.facilities.description')}</p>
      )}
    </div>
  )
}
