import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/')({
  head: ({ params }) => staticPageHead('home', params),
  component: HomePage,
})

function HomePage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.home.heading')} lead={t('pages.home.description')} />
    </Container>
  )
}
