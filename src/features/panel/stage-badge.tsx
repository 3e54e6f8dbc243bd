import type { InquiryStage } from '@api/contract/panel'
import { badge } from 'styled-system/recipes'
import { useT } from '~/i18n/use-lang'

const TONE = { new: 'accent', contacted: 'brand', rented: 'success', closed: 'neutral' } as const

export function StageBadge({ stage }: { stage: InquiryStage }) {
  const t = useT()
  return (
    <span className={badge({ tone: TONE[stage] })} data-stage={stage}>
      {t(`panel.stages.${stage}`)}
    </span>
  )
}
