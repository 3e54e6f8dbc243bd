import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { CtaBand } from '~/features/operator/cta-band'
import { AnchorNav } from '~/features/operator/features/anchor-nav'
import { FeatureSection } from '~/features/operator/features/feature-section'
import { FeaturesHero } from '~/features/operator/features/features-hero'
import { PanelTours } from '~/features/operator/features/panel-tours'
import { FEATURE_SECTIONS } from '~/features/operator/features/sections'
import { validatePanelSearch } from '~/features/operator/search'

export const Route = createFileRoute('/$lang/features')({
  validateSearch: validatePanelSearch,
  head: ({ params }) => staticPageHead('features', params),
  component: FeaturesPage,
})

function FeaturesPage() {
  const t = useT()
  return (
    <>
      <FeaturesHero />
      <AnchorNav />
      {FEATURE_SECTIONS.map((id, index) => (
        <FeatureSection key={id} id={id} index={index} />
      ))}
      <PanelTours />
      <CtaBand
        id="features-cta"
        title={t('operatorPages.features.ctaTitle')}
        lead={t('operatorPages.features.ctaLead')}
        trialLabel={t('operatorPages.features.trial')}
        demoLabel={t('operatorPages.features.talk')}
      />
    </>
  )
}
