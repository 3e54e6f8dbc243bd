import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/features')({
  head: ({ params }) => staticPageHead('features', params),
  component: FeaturesPage,
})

function FeaturesPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.features.heading')} lead={t('pages.features.description')} />
    </Container>
  )
}
