import { deferred } from '~/ui/deferred'
import { useLoadOnApproach } from '~/ui/on-approach'
import { FindStorageCta } from './cta-section'
import { FeaturedFacilities } from './featured'
import { StatRibbon } from './stat-ribbon'
import { WhyUs } from './why-us'

// The map search's code (its controls, the place combobox, the map's shell: about 5 KB gzip) comes as the reader nears
// it, or presses or focuses in it (ADR 0079): on a phone it starts two screens below the hero.
const HomeMap = deferred(() => import('./home-map').then((m) => m.HomeMap), useLoadOnApproach)

/** Home between the hero and the FAQ: one chunk, deferred as a whole (see the home route), the map on approach. */
export function HomeBelowFold() {
  return (
    <>
      <StatRibbon />
      <FeaturedFacilities />
      <HomeMap />
      <WhyUs />
      <FindStorageCta />
    </>
  )
}

/** What the home loader awaits besides this chunk, so the server renders the map section in full. */
export const preloadHomeMap = () => HomeMap.preload()
