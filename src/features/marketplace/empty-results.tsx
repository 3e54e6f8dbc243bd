import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { useLang, useT } from '~/i18n/use-lang'
import { searchAtPlace } from './search-at-place'
import type { ListSearch } from '~/lib/list-search'

const FILTERS = ['minSize', 'maxSize', 'priceMin', 'priceMax', 'unitType', 'features'] as const
const hasFilters = (search: ListSearch) => FILTERS.some((k) => search[k] !== undefined)

const linkCss = css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '2px' })

/**
 * Nothing found: says what was searched, mentions filters only when some are set, and points somewhere — a place
 * spelled like the text ("Czy chodziło Ci o: Kraków?") and the nearest towns that have facilities.
 */
export function EmptyResults({
  data,
  search,
  onReset,
}: {
  data: FacilityListResponse
  search: ListSearch
  onReset: () => void
}) {
  const t = useT()
  const lang = useLang()
  const origin = data.origin
  const text = search.location ?? search.q
  const filtered = hasFilters(search)
  const title = origin
    ? origin.place
      ? t('listDeferred.empty.emptyPlace', { km: origin.radiusKm, place: origin.place.name })
      : t('listDeferred.empty.emptyNear', { km: origin.radiusKm })
    : text
      ? t('listDeferred.empty.emptyText', { query: text })
      : t('marketplace.list.empty')
  return (
    <section
      aria-labelledby="empty-title"
      className={css({
        py: '10',
        px: '5',
        bg: 'bg.subtle',
        borderRadius: 'lg',
        display: 'flex',
        flexDirection: 'column',
        gap: '4',
      })}
      data-testid="list-empty"
    >
      <h2 id="empty-title" className={css({ textStyle: 'h3' })}>
        {title}
      </h2>
      {data.didYouMean?.length ? (
        <p className={css({ fontSize: 'lg' })} data-testid="did-you-mean">
          {t('listDeferred.empty.didYouMean')}{' '}
          {data.didYouMean.map((p, i) => (
            <span key={p.id}>
              {i > 0 ? ', ' : null}
              <Link to="/$lang/facilities" params={{ lang }} search={searchAtPlace(search, p)} className={linkCss}>
                {p.name}
              </Link>
              {p.parent || p.region ? ` (${p.parent ?? p.region})` : null}
            </span>
          ))}
          ?
        </p>
      ) : null}
      {filtered ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
          <p className={css({ color: 'fg.muted' })}>{t('listDeferred.empty.emptyFilters')}</p>
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onReset}>
            {t('marketplace.list.clearFilters')}
          </button>
        </div>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          {origin ? t('listDeferred.empty.emptyPlaceHint') : t('listDeferred.empty.emptyTextHint')}
        </p>
      )}
      {data.nearby?.length ? (
        <nav aria-labelledby="nearby-title">
          <h3 id="nearby-title" className={css({ fontWeight: '600', color: 'fg.strong', mb: '2' })}>
            {origin ? t('listDeferred.empty.nearbyTitle') : t('listDeferred.empty.largestTitle')}
          </h3>
          <ul
            className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })}
          >
            {data.nearby.map((p) => (
              <li key={p.name}>
                <Link to="/$lang/facilities" params={{ lang }} search={searchAtPlace(search, p)} className={linkCss}>
                  {t('listDeferred.empty.nearbyPlace', { place: p.name, count: p.count })}
                </Link>
                {p.distanceKm !== null ? (
                  <span className={css({ color: 'fg.muted' })}>
                    {' · '}
                    {t('listDeferred.empty.nearbyDistance', { km: new Intl.NumberFormat(lang).format(p.distanceKm) })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  )
}
