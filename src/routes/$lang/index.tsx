import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { AddFacilityModal } from '~/features/home/add-facility-modal'
import { HomeHero, prepareHero } from '~/features/home/hero'
import { langOf, staticPageHead } from '~/lib/page-head'
import { deferred } from '~/ui/deferred'
import { useLoadOnApproach } from '~/ui/on-approach'
import { useLoadOnUse } from '~/ui/on-use'

// Below the hero, home is server-rendered in full but its code is not part of the first load (ADR 0028): it comes when
// the reader first presses or focuses in it, or nears the map search (ADR 0118). Until then the ribbon stops by CSS
// alone and its links go through the router. The featured cards are static islands and the map search loads on
// approach: each brings `marketplace` and `place` with its code, which the hero and the first load never speak (ADR
// 0107).
const BELOW_FOLD = deferred(() => import('~/features/home/below-fold').then((m) => m.HomeBelowFold), useLoadOnUse)
// One language's questions per page, not both lists. The FAQ is the page's last section: its code comes as the reader
// nears it, or focuses or presses in it (ADR 0079), not with every visit's first load.
const faqIn = (load: () => Promise<readonly import('@content/faq/types').FaqEntry[]>) =>
  deferred<{ seed: number }>(
    () =>
      Promise.all([import('~/features/home/home-faq'), load()]).then(([{ HomeFaq }, entries]) => ({ seed }) => (
        <HomeFaq entries={entries} seed={seed} />
      )),
    useLoadOnApproach,
  )
const FAQ = {
  pl: faqIn(() => import('@content/faq/home.pl').then((m) => m.FAQ_PL)),
  en: faqIn(() => import('@content/faq/home.en').then((m) => m.FAQ_EN)),
}

export const Route = createFileRoute('/$lang/')({
  loader: async ({ context, params }) => {
    const lang = langOf(params)
    // The JSON-LD builders and the featured query come with the code: only a client-side navigation runs this loader in
    // the browser (a first load hydrates the server's answer), so they stay out of the page's first load (issue 31,
    // ADR 0107).
    const [, , , , structuredData] = await Promise.all([
      prepareHero(),
      BELOW_FOLD.preload(),
      // The map search inside it loads on approach in a first load, and the featured cards never do: a render here
      // (the server, a navigation) needs both, with their words.
      import('~/features/home/below-fold').then((m) => m.prepareBelowFold(lang)),
      FAQ[lang].preload(),
      import('~/lib/structured-data'),
      // The query starts here but is not awaited: the featured cards stream in after the shell (FeaturedFacilities).
      import('~/features/marketplace/queries').then(({ featuredQuery }) => {
        void context.queryClient.prefetchQuery(featuredQuery(lang))
      }),
    ])
    // The FAQ order is shuffled once, here, and travels with the loader data so hydration sees the same order.
    // The JSON-LD is built here too: the loader's chunk is the page's, head() runs in every page's (ADR 0028).
    return {
      faqSeed: Math.floor(Math.random() * 2 ** 31),
      jsonLd: [structuredData.organization(), structuredData.website(lang)],
    }
  },
  // Keep the seed stable while the visitor stays on the page (no reshuffle on revalidation).
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ params, loaderData }) => staticPageHead('home', params, { jsonLd: loaderData?.jsonLd ?? [] }),
  component: HomePage,
})

// Each section under the hero is laid out and painted only near the viewport (ADR 0104); the size is a typical
// section's until the browser has measured the real one.
const belowHero = css({
  // A static island's element takes no box (display: contents): its section is the one skipped.
  // The part below the hero is one element that takes no box (`[data-below-fold]`): its sections are the ones skipped.
  '& > :not(template, [data-island], [data-below-fold]), & > [data-island] > *, & > [data-below-fold] > :not(template, [data-island]), & > [data-below-fold] > [data-island] > *':
    {
      contentVisibility: 'auto',
      containIntrinsicBlockSize: { base: 'auto 1000px', md: 'auto 700px', lg: 'auto 580px' },
    },
  // A link to a part of the page (#faq-title): everything is laid out, so the sections above it keep their place.
  '&:has(:target) > *, &:has(:target) > [data-island] > *, &:has(:target) > [data-below-fold] > *, &:has(:target) > [data-below-fold] > [data-island] > *':
    { contentVisibility: 'visible' },
})

function HomePage() {
  const { faqSeed } = Route.useLoaderData()
  const { lang } = Route.useParams()
  const Faq = FAQ[langOf({ lang })]
  return (
    <>
      <HomeHero />
      <div className={belowHero}>
        <BELOW_FOLD />
        <Faq seed={faqSeed} />
      </div>
      <AddFacilityModal />
    </>
  )
}
