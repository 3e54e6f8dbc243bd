import { createFileRoute } from '@tanstack/react-router'
import { useLang, useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { LegalDocument } from '~/features/consent/legal/legal-doc'
import { privacyEn } from '~/features/consent/legal/privacy.en'
import { privacyPl } from '~/features/consent/legal/privacy.pl'

export const Route = createFileRoute('/$lang/privacy')({
  head: ({ params }) => staticPageHead('privacy', params),
  component: PrivacyPage,
})

function PrivacyPage() {
  const t = useT()
  const lang = useLang()
  return (
    <Container>
      <PageHeading title={t('pages.privacy.heading')} lead={t('pages.privacy.description')} />
      <LegalDocument
        doc={lang === 'en' ? privacyEn : privacyPl}
        note={lang === 'en' ? t('consent.legal.enNote') : undefined}
      />
    </Container>
  )
}
