import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { translate } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { CtaBand } from '~/features/operator/cta-band'
import { ReviewCards } from '~/features/operator/reviews'
import { validatePanelSearch } from '~/features/operator/search'
import { Section } from '~/features/operator/section'
import { Benefits } from '~/features/operator/software/benefits'
import { CostReduction } from '~/features/operator/software/cost-reduction'
import { FeatureCarousel } from '~/features/operator/software/feature-carousel'
import { SoftwareHero } from '~/features/operator/software/hero'
import { MarketplaceStats } from '~/features/operator/software/marketplace-stats'
import { PromoPopup } from '~/features/operator/software/promo-popup'
import { softwareJsonLd } from '~/features/operator/software/software-json-ld'
import { TrustedBy } from '~/features/operator/software/trusted-by'

export const Route = createFileRoute('/$lang/software')({
  validateSearch: validatePanelSearch,
  // The JSON-LD is built in the loader, not in head(): the loader's chunk is this page's, head() runs in every
  // page's (ADR 0028).
  loader: ({ params }) => {
    const lang = langOf(params)
    return { jsonLd: [softwareJsonLd(lang, translate(lang, 'pages.software.description'))] }
  },
  head: ({ params, loaderData }) => staticPageHead('software', params, { jsonLd: loaderData?.jsonLd ?? [] }),
  component: SoftwarePage,
})

function SoftwarePage() {
  const t = useT()
  const hash = useRouterState({ select: (s) => s.location.hash })
  useEffect(() => {
    // The teaser links to #top: land at the very top of the page (no element carries that id, so the router
    // leaves scrolling to us).
    if (hash === 'top') window.scrollTo({ top: 0 })
  }, [hash])
  return (
    <>
      <SoftwareHero />
      <TrustedBy />
      <FeatureCarousel />
      <Benefits />
      <MarketplaceStats />
      <CostReduction />
      <Section eyebrow={t('operator.reviews.eyebrow')} title={t('operator.reviews.title')} tone="subtle" id="opinie">
        <ReviewCards />
      </Section>
      <CtaBand
        id="software-cta"
        title={t('operator.finalCta.title')}
        lead={t('operator.finalCta.lead')}
        trialLabel={t('operator.finalCta.trial')}
        demoLabel={t('operator.finalCta.demo')}
      />
      <PromoPopup />
    </>
  )
}
