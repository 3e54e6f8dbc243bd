import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/facilities')({
  head: ({ params }) => staticPageHead('facilities', params),
  component: FacilitiesPage,
})

function FacilitiesPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.facilities.heading')} lead={t('pages.facilities.description')} />
    </Container>
  )
}
