import { createFileRoute } from '@tanstack/react-router'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { LegalDocument, prepareLegalDocument } from '~/features/legal/legal-doc'

export const Route = createFileRoute('/$lang/privacy')({
  loader: ({ params }) => prepareLegalDocument('privacy', langOf(params)),
  head: ({ params }) => staticPageHead('privacy', params),
  component: PrivacyPage,
})

function PrivacyPage() {
  const t = useT()
  const lang = useLang()
  return (
    <Container>
      <PageHeading title={t('pages.privacy.heading')} lead={t('pages.privacy.description')} />
      <LegalDocument name="privacy" lang={lang} />
    </Container>
  )
}
