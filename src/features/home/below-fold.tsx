import { css } from 'styled-system/css'
import { ShortcutCityLink } from '~/features/cities/city-links'
import { MapSection } from '~/features/marketplace/map/map-section'
import { Container } from '~/ui/layout'
import { FindStorageCta } from './cta-section'
import { FeaturedFacilities } from './featured'
import { StatRibbon } from './stat-ribbon'
import { WhyUs } from './why-us'

/** Home between the hero and the FAQ: one chunk, deferred as a whole (see the home route). */
export function HomeBelowFold() {
  return (
    <>
      <StatRibbon />
      <FeaturedFacilities />
      <Container as="div" className={css({ pb: { base: '12', md: '16' } })}>
        <MapSection cityLink={ShortcutCityLink} />
      </Container>
      <WhyUs />
      <FindStorageCta />
    </>
  )
}
