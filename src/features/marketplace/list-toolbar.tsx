import { useNavigate } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { button, select } from 'styled-system/recipes'
import { FACILITY_SORTS } from '@api/contract/marketplace-values'
import { useT } from '~/i18n/use-lang'
import type { ListSearch } from './search'

type Sort = (typeof FACILITY_SORTS)[number]

type Props = {
  search: ListSearch
  total: number
  nearby: boolean
  /** Phones: the map is a view of its own, switched with the list ("Mapa" / "Lista"). */
  mapShown: boolean
  onToggleMap: () => void
}

/** `nearby`: the list is ordered around a point (a place or the visitor), so distance is a sort and the default. */
export function ListToolbar({ search, total, nearby, mapShown, onToggleMap }: Props) {
  const t = useT()
  const navigate = useNavigate({ from: '/$lang/facilities' })
  const query = search.q ?? search.location
  const sorts = FACILITY_SORTS.filter((s) => s !== 'distance' || nearby)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '5' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        {/* The heading shows the count; this line announces each new result to screen readers. */}
        <p role="status" className={css({ srOnly: true })} data-testid="result-count">
          {query
            ? t('marketplace.list.countQuery', { count: total, query })
            : t('marketplace.list.count', { count: total })}
        </p>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0', maxW: 'full' })}>
          <button
            type="button"
            aria-pressed={mapShown}
            aria-controls="results-map"
            onClick={onToggleMap}
            className={
              button({ variant: 'outline', size: 'sm' }) + ' ' + css({ display: { base: 'inline-flex', lg: 'none' } })
            }
            data-testid="map-toggle"
          >
            {t('search.showMap')}
          </button>
          <label htmlFor="sort" className={css({ fontSize: 'sm', fontWeight: '600' })}>
            {t('marketplace.sort.label')}
          </label>
          <select
            id="sort"
            className={select() + ' ' + css({ w: 'auto', minW: '0', maxW: 'full', h: '10' })}
            value={search.sort ?? (nearby ? 'distance' : 'recommended')}
            onChange={(e) =>
              void navigate({
                search: (prev) => ({ ...prev, sort: e.target.value as Sort, page: undefined }),
                replace: true,
                resetScroll: false,
              })
            }
          >
            {sorts.map((s) => (
              <option key={s} value={s}>
                {t(`marketplace.sort.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <details
        className={css({
          fontSize: 'sm',
          color: 'fg.muted',
          '& summary': { cursor: 'pointer', fontWeight: '600', color: 'fg.brand', w: 'fit-content' },
        })}
      >
        <summary>{t('marketplace.sort.howTitle')}</summary>
        <p className={css({ mt: '2', maxW: 'prose' })}>{t('marketplace.sort.howText')}</p>
      </details>
    </div>
  )
}
