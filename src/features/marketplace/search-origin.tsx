import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import type { FacilityListResponse } from '@api/contract/marketplace'
import { RADIUS_OPTIONS_KM } from '@api/contract/marketplace-values'
import { useLang, useT } from '~/i18n/use-lang'
import type { ListSearch } from './search'

type Props = { data: FacilityListResponse; search: ListSearch }

/** Where the list is searched around, how far, and the one-click ways to widen it or pick a same-named place. */
export function SearchOrigin({ data, search }: Props) {
  const t = useT()
  const lang = useLang()
  const origin = data.origin
  if (!origin) return null
  const widenTo =
    data.total === 0
      ? RADIUS_OPTIONS_KM.find((km) => km > origin.radiusKm && (origin.counts[String(km)] ?? 0) > 0)
      : undefined
  const widenCount = widenTo === undefined ? 0 : origin.counts[String(widenTo)]!
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
      {origin.radiusAuto && data.total > 0 ? (
        <p className={css({ color: 'fg.muted' })}>{t('place.auto', { km: origin.radiusKm })}</p>
      ) : null}
      {widenTo !== undefined ? (
        <div>
          <Link
            to="/$lang/facilities"
            params={{ lang }}
            search={{ ...search, radius: widenTo, page: undefined }}
            resetScroll={false}
            className={button({ variant: 'outline', size: 'sm' })}
            data-testid="widen-radius"
          >
            {t('place.widen', { km: widenTo, count: widenCount })}
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
              search={{
                ...search,
                q: undefined,
                location: undefined,
                lat: p.lat,
                lon: p.lon,
                place: p.name,
                radius: undefined,
                page: undefined,
              }}
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
