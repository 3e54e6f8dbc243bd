import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import { button, select } from 'styled-system/recipes'
import { FACILITY_SORTS } from '@api/contract/marketplace-values'
import { useT } from '~/i18n/use-lang'
import type { ListSearch } from '~/lib/list-search'
import { chosenBeforeHydration } from '~/ui/form/chosen-before-hydration'

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
  const sortBy = (sort: Sort) =>
    void navigate({
      search: (prev) => ({ ...prev, sort, page: undefined }),
      replace: true,
      resetScroll: false,
    })
  // On the list this toolbar hydrates on first use (ADR 0117): a sort chosen in the server's select before that sorts,
  // as it would have once hydrated.
  const sortSelect = useRef<HTMLSelectElement>(null)
  const sort = search.sort ?? (nearby ? 'distance' : 'recommended')
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration.
  useEffect(() => {
    const chosen = chosenBeforeHydration(sortSelect.current)
    if (chosen) sortBy(chosen as Sort)
  }, [])
  // One wrapping row: the map switch, the sort and "how we sort", so the first card's title stays on a phone's first
  // screen above the cookie banner (issue 29). "How we sort" opens onto a line of its own.
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', mb: '4' })}>
      {/* The heading shows the count; this line announces each new result to screen readers. */}
      <p role="status" className={css({ srOnly: true })} data-testid="result-count">
        {query
          ? t('marketplace.list.countQuery', { count: total, query })
          : t('marketplace.list.count', { count: total })}
      </p>
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
      <label htmlFor="sort" className={css({ fontSize: 'sm', fontWeight: '600', ml: { base: '1', lg: '0' } })}>
        {t('search.sort.label')}
      </label>
      <select
        ref={sortSelect}
        id="sort"
        className={select() + ' ' + css({ w: 'auto', minW: '0', maxW: { base: '40', sm: 'full' }, h: '10' })}
        value={sort}
        onChange={(e) => sortBy(e.target.value as Sort)}
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {t(`search.sort.${s}`)}
          </option>
        ))}
      </select>
      <details
        className={css({
          fontSize: 'sm',
          color: 'fg.muted',
          ml: { base: '0', sm: '2' },
          '&[open]': { flexBasis: 'full' },
          '& summary': {
            cursor: 'pointer',
            fontWeight: '600',
            color: 'fg.brand',
            w: 'fit-content',
            display: { base: 'flex', sm: 'list-item' },
            alignItems: 'center',
            minH: { base: '10', sm: '0' },
          },
        })}
      >
        <summary>
          {/* A phone has room for a sign only; its name is the same words, read out. */}
          <span
            aria-hidden="true"
            className={css({
              display: { base: 'inline-flex', sm: 'none' },
              alignItems: 'center',
              justifyContent: 'center',
              w: '7',
              h: '7',
              borderRadius: 'full',
              border: '1.5px solid',
              borderColor: 'currentColor',
            })}
          >
            ?
          </span>
          <span className={css({ srOnly: { base: true, sm: false } })}>{t('search.sort.howTitle')}</span>
        </summary>
        <p className={css({ mt: '2', maxW: 'prose' })}>{t('search.sort.howText')}</p>
      </details>
    </div>
  )
}
