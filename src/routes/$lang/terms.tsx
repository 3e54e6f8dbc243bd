import { createFileRoute } from '@tanstack/react-router'
import { useLang, useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { LegalDocument } from '~/features/consent/legal/legal-doc'
import { termsEn } from '~/features/consent/legal/terms.en'
import { termsPl } from '~/features/consent/legal/terms.pl'

export const Route = createFileRoute('/$lang/terms')({
  head: ({ params }) => staticPageHead('terms', params),
  component: TermsPage,
})

function TermsPage() {
  const t = useT()
  const lang = useLang()
  return (
    <Container>
      <PageHeading title={t('pages.terms.heading')} lead={t('pages.terms.description')} />
      <LegalDocument
        doc={lang === 'en' ? termsEn : termsPl}
        note={lang === 'en' ? t('consent.legal.enNote') : undefined}
      />
    </Container>
  )
}
