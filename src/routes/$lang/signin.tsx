import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/signin')({
  head: ({ params }) => staticPageHead('signin', params),
  component: SigninPage,
})

function SigninPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.signin.heading')} lead={t('pages.signin.description')} />
    </Container>
  )
}
