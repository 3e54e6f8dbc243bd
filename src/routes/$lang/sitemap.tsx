import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { SitemapLists } from '~/features/consent/sitemap-lists'

export const Route = createFileRoute('/$lang/sitemap')({
  head: ({ params }) => staticPageHead('sitemap', params),
  component: SitemapPage,
})

function SitemapPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.sitemap.heading')} lead={t('pages.sitemap.description')} />
      <SitemapLists />
    </Container>
  )
}
