import { Link, createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { FacilityForm } from '~/features/panel/onboarding/facility-form'
import { usePanelClientId } from '~/features/panel/panel-shell'
import { useLang, useT } from '~/i18n/use-lang'

/** Issue 42: the operator adds a facility; it starts as a draft nobody else sees. */
export const Route = createFileRoute('/$lang/_panel/panel-new-facility')({
  component: NewFacilityPage,
})

function NewFacilityPage() {
  const t = useT()
  const lang = useLang()
  const clientId = usePanelClientId()
  return (
    <div className={css({ display: 'grid', gap: '6', maxW: '4xl', minW: '0' })}>
      <div>
        <h1 className={css({ textStyle: 'h2', mb: '2' })}>{t('onboarding.facilityForm.title')}</h1>
        <p className={css({ color: 'fg.muted' })}>{t('onboarding.facilityForm.lead')}</p>
      </div>
      <FacilityForm clientId={clientId} />
      <p>
        <Link
          to="/$lang/panel"
          params={{ lang }}
          search={clientId ? { clientId } : {}}
          className={css({ color: 'fg.brand', fontWeight: '600', textDecoration: 'underline' })}
        >
          {t('onboarding.facilityForm.back')}
        </Link>
      </p>
    </div>
  )
}
