import { createFileRoute, useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { translate } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { CtaBand } from '~/features/operator/cta-band'
import { validatePanelSearch } from '~/features/operator/search'
import { FeatureCarousel } from '~/features/operator/software/feature-carousel'
import { SoftwareHero } from '~/features/operator/software/hero'
import { ProofIsland, preloadSoftwareIslands, TrustedByIsland } from '~/features/operator/software/islands'
import { PromoPopup } from '~/features/operator/software/promo-popup'

export const Route = createFileRoute('/$lang/software')({
  validateSearch: validatePanelSearch,
  // The JSON-LD is built in the loader, not in head(): the loader's chunk is this page's, head() runs in every
  // page's (ADR 0028). Its builder comes with the loader, which a first load never runs (ADR 0110).
  loader: async ({ params }) => {
    const lang = langOf(params)
    const [{ softwareJsonLd }] = await Promise.all([
      import('~/features/operator/software/software-json-ld'),
      preloadSoftwareIslands(lang),
    ])
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
      <TrustedByIsland />
      <FeatureCarousel />
      <ProofIsland />
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
