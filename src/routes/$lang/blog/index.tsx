import { createFileRoute } from '@tanstack/react-router'
import { useT } from '~/i18n/use-lang'
import { staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/blog/')({
  head: ({ params }) => staticPageHead('blog', params),
  component: BlogListPage,
})

function BlogListPage() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.blog.heading')} lead={t('pages.blog.description')} />
    </Container>
  )
}
