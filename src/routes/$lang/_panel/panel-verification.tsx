import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { overviewQuery, verificationQuery } from '~/features/panel/queries'
import { panelSearch } from '~/features/panel/search'
import { VerificationView } from '~/features/panel/verification/verification-view'
import { useT } from '~/i18n/use-lang'

/** Issue 42: the company checked against the public registers, and checked again on request. */
export const Route = createFileRoute('/$lang/_panel/panel-verification')({
  validateSearch: panelSearch,
  loaderDeps: ({ search }) => ({ clientId: search.clientId }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(verificationQuery(deps.clientId)),
  component: VerificationPage,
})

function VerificationPage() {
  const t = useT()
  const { clientId } = Route.useSearch()
  const overview = useQuery(overviewQuery(clientId))
  return (
    <>
      <h1 className={css({ textStyle: 'h2', mb: '2' })}>{t('panel.verification.title')}</h1>
      <p className={css({ color: 'fg.muted', mb: '6', maxW: 'prose' })}>{t('panel.verification.lead')}</p>
      <VerificationView clientId={clientId} readOnly={overview.data?.company.readOnly ?? Boolean(clientId)} />
    </>
  )
}
