import { useT } from '~/i18n/use-lang'
import { ReviewCards } from '../reviews'
import { Section } from '../section'
import { Benefits } from './benefits'
import { CostReduction } from './cost-reduction'
import { MarketplaceStats } from './marketplace-stats'

/** The software page's sections between the carousel and the closing call to action: nothing in them moves. */
export function SoftwareProof() {
  const t = useT()
  return (
    <>
      <Benefits />
      <MarketplaceStats />
      <CostReduction />
      <Section eyebrow={t('operator.reviews.eyebrow')} title={t('operator.reviews.title')} tone="subtle" id="opinie">
        <ReviewCards />
      </Section>
    </>
  )
}
