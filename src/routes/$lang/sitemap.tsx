import { createFileRoute } from '@tanstack/react-router'
import { SitemapCities } from '~/features/cities/sitemap-cities'
import { cityListQuery } from '~/features/cities/queries'
import { useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'
import { ProductLinks } from '~/features/operator/product-links'
import { SitemapLists } from '~/features/sitemap/sitemap-lists'

export const Route = createFileRoute('/$lang/sitemap')({
  // The city list is data; without it the rest of the sitemap still renders.
  loader: ({ context, params }) => context.queryClient.ensureQueryData(cityListQuery(langOf(params))).catch(() => null),
  head: ({ params }) => staticPageHead('sitemap', params),
  component: SitemapPage,
})

function SitemapPage() {
  const t = useT()
  const cities = Route.useLoaderData()
  return (
    <Container>
      <PageHeading title={t('pages.sitemap.heading')} lead={t('pages.sitemap.description')} />
      <SitemapLists ProductLinks={ProductLinks} />
      <SitemapCities cities={cities?.items ?? []} />
    </Container>
  )
}
