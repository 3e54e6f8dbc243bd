import type { Lang } from '@kernel/lang'
import { css } from 'styled-system/css'
import { loadMessages } from '~/i18n'
import { CARD_NAMESPACES } from '~/i18n/namespaces'
import { useLang } from '~/i18n/use-lang'
import { deferred } from '~/ui/deferred'
import { useLoadOnApproach } from '~/ui/on-approach'
import { staticIsland } from '~/ui/static-island'
import { FeaturedCardIsland, FeaturedFacilities } from './featured'
import { StatRibbon } from './stat-ribbon'

// "Why us" and the call to action never change in the browser (text and one link): static islands (ADR 0102). Tried
// before and reverted while the island runtime would have joined home's first load only for them; the featured
// cards bring it now.
const WhyUsIsland = staticIsland('home-why', () => import('./why-us').then((m) => m.WhyUs))
const CtaIsland = staticIsland('home-cta', () => import('./cta-section').then((m) => m.FindStorageCta))

// The map search's code (its controls, the place combobox, the map's shell: about 5 KB gzip) and its words come as
// the reader nears it, or presses or focuses in it (ADR 0079): on a phone it starts three screens below the hero.
const homeMapIn = (lang: Lang) =>
  deferred(
    () => Promise.all([import('./home-map'), loadMessages(lang, CARD_NAMESPACES)]).then(([m]) => m.HomeMap),
    useLoadOnApproach,
  )
const HOME_MAP = { pl: homeMapIn('pl'), en: homeMapIn('en') }

/**
 * Home between the hero and the FAQ: one chunk, deferred as a whole (see the home route) until it is used or the map
 * search comes near. One element (it takes no box), so that its trigger can watch it.
 */
export function HomeBelowFold() {
  const HomeMap = HOME_MAP[useLang()]
  return (
    <div data-below-fold="" className={css({ display: 'contents' })}>
      <StatRibbon />
      <FeaturedFacilities />
      <HomeMap />
      <WhyUsIsland />
      <CtaIsland />
    </div>
  )
}

/**
 * What the home loader awaits besides this chunk, so that its render (the server's, a navigation's) draws the map
 * section, the featured cards and the islands in full: a first load fetches none of them.
 */
export const prepareBelowFold = (lang: Lang) =>
  Promise.all([HOME_MAP[lang].preload(), FeaturedCardIsland.prepare(lang), WhyUsIsland.preload(), CtaIsland.preload()])
