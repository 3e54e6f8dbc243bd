import { css } from 'styled-system/css'
import type { FacilitySummary, SearchOrigin } from '@api/contract/marketplace'
import { useT } from '~/i18n/use-lang'
import type { ListSearch } from '~/lib/list-search'
import { MapCanvas } from './map-canvas'
import type { CityLinkSlot } from './map-controls'
import { MapSearchControls } from './map-search-controls'
import { useMapSearch } from './use-map-search'

type Props = {
  search?: ListSearch
  results?: FacilitySummary[]
  origin?: SearchOrigin
  highlight?: number | null
  cityLink?: CityLinkSlot
}

/** Home's map search: controls render at once; the map itself loads when scrolled into view or when a control is used. */
export function MapSection({ search = {}, results, origin, highlight = null, cityLink }: Props) {
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
      <MapSearchControls ms={ms} search={search} origin={origin} cityLink={cityLink} />
      <MapCanvas ms={ms} results={results} origin={origin} highlight={highlight} />
    </section>
  )
}
