import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { RADIUS_OPTIONS_KM, WIDEN_EXACT_UP_TO } from '@api/contract/marketplace-values'
import { useLang, useT } from '~/i18n/use-lang'
import { searchAtPlace } from './search-at-place'
import type { ListSearch } from '~/lib/list-search'

type Props = { data: FacilityListResponse; search: ListSearch }

/** Where the list is searched around, how far, and the one-click ways to widen it or pick a same-named place. */
export function SearchOrigin({ data, search }: Props) {
  const t = useT()
  const lang = useLang()
  const origin = data.origin
  if (!origin) return null
  // Whenever a wider radius adds results, it is offered with how many it adds; past WIDEN_EXACT_UP_TO the count may
  // have stopped counting, so the offer says "more than" that (ADR 0120).
  const widenTo = RADIUS_OPTIONS_KM.find((km) => km > origin.radiusKm && (origin.counts[String(km)] ?? 0) > data.total)
  const widenCount = widenTo === undefined ? 0 : origin.counts[String(widenTo)]! - data.total
  const many = widenCount > WIDEN_EXACT_UP_TO
  const typed = search.location ?? search.q
  return (
    <div
      className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}
      data-testid="search-origin"
    >
      <p className={css({ fontWeight: '600', color: 'fg.strong' })}>
        {origin.place
          ? t('place.within', { km: origin.radiusKm, place: origin.place.name })
          : t('place.withinYou', { km: origin.radiusKm })}
      </p>
      {origin.corrected && origin.place && typed ? (
        <p className={css({ color: 'fg.strong' })} data-testid="place-corrected">
          {t('search.corrected', { place: origin.place.name, typed })}
        </p>
      ) : null}
      {origin.unmatched && origin.place ? (
        <p className={css({ color: 'fg.strong' })} data-testid="place-unmatched">
          {t(origin.street ? 'search.street' : 'search.unmatched', {
            place: origin.place.name,
            typed: origin.unmatched,
          })}
        </p>
      ) : null}
      {origin.radiusAuto && data.total > 0 ? (
        // The radius box shows the radius: on a phone the explanation would push the first card off the screen.
        <p className={css({ color: 'fg.muted', display: { base: 'none', md: 'block' } })}>
          {origin.ownRadiusKm === origin.radiusKm
            ? t('search.cityAuto', { km: origin.radiusKm })
            : t('place.auto', { km: origin.radiusKm })}
        </p>
      ) : null}
      {widenTo !== undefined ? (
        <div>
          <Link
            to="/$lang/facilities"
            params={{ lang }}
            search={{ ...search, radius: widenTo, page: undefined }}
            resetScroll={false}
            data-keep-scroll
            // Its words wrap on a phone: "Pokaż ponad 100 kolejnych w promieniu 100 km" is wider than 375 px.
            className={cx(
              button({ variant: 'outline', size: 'sm' }),
              css({ h: 'auto', minH: '9', py: '1.5', whiteSpace: 'normal', textAlign: 'start' }),
            )}
            data-testid="widen-radius"
          >
            {data.total === 0
              ? many
                ? t('place.widenMany', { km: widenTo, count: WIDEN_EXACT_UP_TO })
                : t('place.widen', { km: widenTo, count: widenCount })
              : many
                ? t('search.widenMany', { km: widenTo, count: WIDEN_EXACT_UP_TO })
                : t('search.widenMore', { km: widenTo, count: widenCount })}
          </Link>
        </div>
      ) : null}
      {data.alternatives?.length ? (
        <nav
          aria-label={t('place.alternatives')}
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', color: 'fg.muted' })}
        >
          <span>{t('place.alternatives')}</span>
          {data.alternatives.map((p) => (
            <Link
              key={p.id}
              to="/$lang/facilities"
              params={{ lang }}
              resetScroll={false}
              data-keep-scroll
              search={searchAtPlace(search, p)}
              className={css({ color: 'fg.brand', fontWeight: '600' })}
            >
              {p.name} ({p.parent ?? p.region})
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  )
}

/**
 * A district name several cities have ("Śródmieście") names no place on its own: which city's is asked, above what
 * the text finds. (An empty list asks in its own "did you mean".)
 */
export function PlaceChoices({ data, search }: Props) {
  const t = useT()
  const lang = useLang()
  if (data.origin || !data.didYouMean?.length || !data.items.length) return null
  return (
    <nav
      aria-label={t('search.choosePlace')}
      data-testid="place-choices"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', fontSize: 'sm' })}
    >
      <span className={css({ fontWeight: '600', color: 'fg.strong' })}>{t('search.choosePlace')}</span>
      {data.didYouMean.map((p) => (
        <Link
          key={p.id}
          to="/$lang/facilities"
          params={{ lang }}
          resetScroll={false}
          data-keep-scroll
          search={searchAtPlace(search, p)}
          className={css({ color: 'fg.brand', fontWeight: '600' })}
        >
          {p.name} ({p.parent ?? p.region})
        </Link>
      ))}
    </nav>
  )
}
