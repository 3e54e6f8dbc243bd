import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/contact')({
  head: ({ params }) => staticPageHead('contact', params),
  component: ContactPage,
})

function ContactPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.contact.heading')} lead={t('pages.contact.description')} />
    </Container>
  )
}
