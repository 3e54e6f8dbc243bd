import { createFileRoute } from '@tanstack/react-router'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { LegalDocument, prepareLegalDocument } from '~/features/legal/legal-doc'

export const Route = createFileRoute('/$lang/terms')({
  loader: ({ params }) => prepareLegalDocument('terms', langOf(params)),
  head: ({ params }) => staticPageHead('terms', params),
  component: TermsPage,
})

function TermsPage() {
  const t = useT()
  const lang = useLang()
  return (
    <Container>
      <PageHeading title={t('pages.terms.heading')} lead={t('pages.terms.description')} />
      <LegalDocument name="terms" lang={lang} />
    </Container>
  )
}
