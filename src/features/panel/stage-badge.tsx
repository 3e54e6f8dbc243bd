import type { InquiryStage } from '@api/contract/panel'
import { badge } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

// Literal recipe calls, so the build turns each into its class string (ADR 0029), as the reservation status badge
// does (ADR 0107): a looked-up tone needed Panda's runtime, 5.8 KB gzip on "my inquiries" and the panel's inbox.
const TONE = {
  new: badge({ tone: 'accent' }),
  contacted: badge({ tone: 'brand' }),
  rented: badge({ tone: 'success' }),
  closed: badge({ tone: 'neutral' }),
} as const satisfies Record<InquiryStage, string>

export function StageBadge({ stage }: { stage: InquiryStage }) {
  const t = useT()
  return (
    <span className={TONE[stage]} data-stage={stage}>
      {t(`panel.stages.${stage}`)}
    </span>
  )
}
