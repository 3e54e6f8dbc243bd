import { createFileRoute } from '@tanstack/react-router'
import { translate } from '~/i18n'
import { langOf } from '~/lib/page-head'
import { pageHead } from '~/lib/seo'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/facility/$slug')({
  head: ({ params }) => {
    const lang = langOf(params)
    const name = params.slug
    return pageHead({ page: 'facility', lang, slugs: { pl: params.slug, en: params.slug }, title: translate(lang, 'pages.facility.title', { name }), description: translate(lang, 'pages.facility.description', { name }) })
  },
  component: FacilityPage,
})

function FacilityPage() {
  const { slug } = Route.useParams()
  return (
    <Container>
      <PageHeading title={slug} />
    </Container>
  )
}
