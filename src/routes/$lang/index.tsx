import { createFileRoute } from '@tanstack/react-router'
import { AddFacilityModal } from '~/features/home/add-facility-modal'
import { FindStorageCta } from '~/features/home/cta-section'
import { FeaturedFacilities } from '~/features/home/featured'
import { HomeHero } from '~/features/home/hero'
import { HomeFaq } from '~/features/home/home-faq'
import { StatRibbon } from '~/features/home/stat-ribbon'
import { WhyUs } from '~/features/home/why-us'
import { MapSection } from '~/features/marketplace/map/map-section'
import { featuredQuery } from '~/features/marketplace/queries'
import { Container } from '~/ui/layout'
import { css } from 'styled-system/css'
import { langOf, staticPageHead } from '~/lib/page-head'
import { organization, website } from '~/lib/structured-data'

export const Route = createFileRoute('/$lang/')({
  loader: ({ context, params }) => {
    // Not awaited: the featured cards stream in after the shell (see FeaturedFacilities).
    void context.queryClient.prefetchQuery(featuredQuery(langOf(params)))
    // The FAQ order is shuffled once, here, and travels with the loader data so hydration sees the same order.
    // The JSON-LD is built here too: the loader's chunk is the page's, head() runs in every page's (ADR 0028).
    return {
      faqSeed: Math.floor(Math.random() * 2 ** 31),
      jsonLd: [organization(), website(langOf(params))],
    }
  },
  // Keep the seed stable while the visitor stays on the page (no reshuffle on revalidation).
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ params, loaderData }) => staticPageHead('home', params, { jsonLd: loaderData?.jsonLd ?? [] }),
  component: HomePage,
})

function HomePage() {
  const { faqSeed } = Route.useLoaderData()
  return (
    <>
      <HomeHero />
      <StatRibbon />
      <FeaturedFacilities />
      <Container as="div" className={css({ pb: { base: '12', md: '16' } })}>
        <MapSection />
      </Container>
      <WhyUs />
      <FindStorageCta />
      <HomeFaq seed={faqSeed} />
      <AddFacilityModal />
    </>
  )
}
