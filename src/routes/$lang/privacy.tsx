import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/privacy')({
  head: ({ params }) => staticPageHead('privacy', params),
  component: PrivacyPage,
})

function PrivacyPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.privacy.heading')} lead={t('pages.privacy.description')} />
    </Container>
  )
}
