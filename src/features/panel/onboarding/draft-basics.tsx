import { useQuery } from '@tanstack/react-query'
import { css } from 'styled-system/css'
import { useT } from '~/i18n/use-lang'
import { FacilityForm } from './facility-form'
import { onboardingQuery } from './queries'

/**
 * On a draft's (or a rejected facility's) listing page: its name, address and pin, in the form that created it, so
 * what the superadmin's reason points at can be fixed before submitting again. A published facility's are the
 * console's.
 */
export function DraftBasics({
  facilityId,
  clientId,
  readOnly,
  className,
}: {
  facilityId: number
  clientId: number | undefined
  readOnly: boolean
  className: string
}) {
  const t = useT()
  const { data } = useQuery(onboardingQuery(clientId))
  const facility = data?.facilities.find((f) => f.id === facilityId)
  if (readOnly || !facility || (facility.publication !== 'draft' && facility.publication !== 'rejected')) return null
  return (
    <section aria-labelledby="basics-heading" className={className} data-testid="draft-basics">
      <h2 id="basics-heading" className={css({ textStyle: 'h3' })}>
        {t('onboarding.facilityForm.editTitle')}
      </h2>
      <FacilityForm key={facility.id} clientId={clientId} editing={facility} />
    </section>
  )
}
