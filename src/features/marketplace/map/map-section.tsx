import { css } from 'styled-system/css'
import type { FacilitySummary, SearchOrigin } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import type { ListSearch } from '../search'
import { MapCanvas } from './map-canvas'
import { MapControls } from './map-controls'
import { type MapSearch, useMapSearch } from './use-map-search'

type Props = { search?: ListSearch; results?: FacilitySummary[]; origin?: SearchOrigin; highlight?: number | null }

/** The search controls of a map search, wired to its state: the home map section and the list's one search box. */
export function MapSearchControls({
  ms,
  search,
  origin,
  compact = false,
}: {
  ms: MapSearch
  search: ListSearch
  origin?: SearchOrigin
  compact?: boolean
}) {
  return (
    <MapControls
      radius={origin?.radiusKm ?? ms.radius}
      locating={ms.geo.status === 'locating'}
      geoError={ms.geo.status === 'error'}
      currentPlace={search.place}
      query={search.place ?? search.location ?? search.q ?? ''}
      compact={compact}
      onSearch={ms.searchText}
      onPick={(place) => {
        ms.activate()
        ms.pickPlace(place)
      }}
      onRadius={(km) => {
        ms.activate()
        ms.changeRadius(km)
      }}
      onLocate={() => {
        ms.activate()
        ms.geo.locate()
      }}
      onCity={(city) => {
        ms.activate()
        ms.pickPlace({
          id: city.name,
          name: city.name,
          kind: 'city',
          region: null,
          parent: null,
          lat: city.lat,
          lon: city.lon,
        })
      }}
    />
  )
}

/** Home's map search: controls render at once; the map itself loads when scrolled into view or when a control is used. */
export function MapSection({ search = {}, results, origin, highlight = null }: Props) {
  const t = useT()
  const ms = useMapSearch(search)
  return (
    <section
      aria-labelledby="map-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      data-testid="map-section"
    >
      <div>
        <h2 id="map-title" className={css({ textStyle: 'h3' })}>
          {t('marketplace.map.title')}
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('marketplace.map.lead')}</p>
      </div>
      <MapSearchControls ms={ms} search={search} origin={origin} />
      <MapCanvas ms={ms} results={results} origin={origin} highlight={highlight} />
    </section>
  )
}
