import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/cookies')({
  head: ({ params }) => staticPageHead('cookies', params),
  component: CookiesPage,
})

function CookiesPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.cookies.heading')} lead={t('pages.cookies.description')} />
    </Container>
  )
}
