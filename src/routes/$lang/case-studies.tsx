import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/case-studies')({
  head: ({ params }) => staticPageHead('caseStudies', params),
  component: CasestudiesPage,
})

function CasestudiesPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.caseStudies.heading')} lead={t('pages.caseStudies.description')} />
    </Container>
  )
}
