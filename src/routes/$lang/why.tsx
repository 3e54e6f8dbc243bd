import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/why')({
  head: ({ params }) => staticPageHead('why', params),
  component: WhyPage,
})

function WhyPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.why.heading')} lead={t('pages.why.description')} />
    </Container>
  )
}
