import { createFileRoute } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { CancelView } from '~/features/reservation/cancel-view'
import { NOINDEX, PRIVATE_HEADERS } from '~/features/panel/guard'
import { translate } from '~/i18n'
import { useT } from '~/i18n/use-lang'
import { langOf } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

/** The reservation's page from the mail's cancel link (issue 26): the same server render for every link. */
export const Route = createFileRoute('/$lang/reservation')({
  headers: () => PRIVATE_HEADERS,
  head: ({ params }) => ({ meta: [{ title: translate(langOf(params), 'reservation.cancel.title') }, NOINDEX] }),
  component: ReservationPage,
})

function ReservationPage() {
  const t = useT()
  return (
    <Container className={css({ pb: '16' })}>
      <PageHeading title={t('reservation.cancel.title')} />
      <CancelView />
    </Container>
  )
}
