import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/terms')({
  head: ({ params }) => staticPageHead('terms', params),
  component: TermsPage,
})

function TermsPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.terms.heading')} lead={t('pages.terms.description')} />
    </Container>
  )
}
