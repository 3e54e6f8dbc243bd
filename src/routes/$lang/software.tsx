import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/software')({
  head: ({ params }) => staticPageHead('software', params),
  component: SoftwarePage,
})

function SoftwarePage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.software.heading')} lead={t('pages.software.description')} />
    </Container>
  )
}
