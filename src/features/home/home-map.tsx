import { css } from 'styled-system/css'
import { ShortcutCityLink } from '~/features/cities/city-links'
import { MapSection } from '~/features/marketplace/map/map-section'
import { Container } from '~/ui/layout'

/**
 * Home's map search, between the featured facilities and "why us": the below-the-fold chunk loads it on approach. Its
 * coming near is also what loads that chunk on a first load (`data-load-when-shown`, ADR 0118).
 */
export function HomeMap() {
  return (
    <div data-load-when-shown="">
      <Container as="div" className={css({ pb: { base: '12', md: '16' } })}>
        <MapSection cityLink={ShortcutCityLink} />
      </Container>
    </div>
  )
}
