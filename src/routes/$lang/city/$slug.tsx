import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useMemo } from 'react'
import { css } from 'styled-system/css'
import { SaveAlertButton } from '~/features/alerts/save-button'
import { CityNotesIsland, PriceIndexIsland } from '~/features/cities/islands'
import { inCity } from '~/features/cities/names'
import { cityOrigin } from '~/features/cities/origin'
import { cityIndexQuery } from '~/features/cities/queries'
import { CardGridIsland } from '~/features/marketplace/card-grid-island'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { langOf } from '~/lib/page-head'
import { pageHead } from '~/lib/seo'
import { Container } from '~/ui/layout'
import { NotFoundBody } from '~/ui/not-found'

export const Route = createFileRoute('/$lang/city/$slug')({
  loader: async ({ context, params }) => {
    try {
      const lang = langOf(params)
      // Only the server and a client-side navigation run this loader: the islands' code and the texts' builders
      // (JSON-LD among them) are fetched here, so none of them is in the page's first load (ADR 0102).
      const [data, { cityDescription, cityJsonLd, cityTitle }] = await Promise.all([
        context.queryClient.ensureQueryData(cityIndexQuery(params.slug, lang)),
        import('~/features/cities/content'),
        PriceIndexIsland.preload(),
        CardGridIsland.preload(),
        CityNotesIsland.preload(),
      ])
      // The head's texts are built here, not in head(): the loader's chunk is this page's, head() runs in every
      // page's (ADR 0028). The page's h1 is the title.
      return { title: cityTitle(data, lang), description: cityDescription(data, lang), jsonLd: cityJsonLd(data, lang) }
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  head: ({ params, loaderData }) => {
    const lang = langOf(params)
    if (!loaderData) return {}
    return pageHead({
      page: 'city',
      lang,
      slugs: { pl: params.slug, en: params.slug },
      ...loaderData,
    })
  },
  // Its own, so the 404 renders inside the site's shell (header, skip link, <main>, footer), not in place of it.
  notFoundComponent: NotFoundBody,
  component: CityPage,
})

const section = css({ display: 'flex', flexDirection: 'column', gap: '4' })
// Under the price index (the list, nearby places, questions, the method), each section is laid out and painted only
// near the viewport (ADR 0104); the clip margin keeps the cards' shadows and focus rings drawn past its edges, and a
// link to a part of the page (#city-faq) lays everything out, so the sections above it keep their place.
const page = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '12',
  pb: '16',
  '& > section:not(:first-of-type)': {
    contentVisibility: 'auto',
    containIntrinsicBlockSize: { base: 'auto 1200px', md: 'auto 500px' },
    overflowClipMargin: '12px',
  },
  '&:has(:target) > section': { contentVisibility: 'visible' },
})
const crumbLink = css({ color: 'fg.brand', textDecoration: 'underline', textUnderlineOffset: '2px' })

function CityPage() {
  const { slug } = Route.useParams()
  const lang = useLang()
  const t = useT()
  const { data } = useSuspenseQuery(cityIndexQuery(slug, lang))
  const { title } = Route.useLoaderData()
  const where = inCity(lang, data.city.name)
  // Kept while the answer is: the cards' static island keeps the server's HTML while its props are equal.
  const origin = useMemo(() => cityOrigin(data), [data])
  const listSearch = { lat: data.city.lat, lon: data.city.lon, place: data.city.name, radius: data.radiusKm }
  return (
    <Container className={page}>
      <div className={css({ pt: { base: '6', md: '10' }, display: 'flex', flexDirection: 'column', gap: '3' })}>
        <nav aria-label={t('city.breadcrumbLabel')}>
          <ol
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '2',
              listStyle: 'none',
              p: '0',
              m: '0',
              fontSize: 'sm',
              color: 'fg.muted',
              '& li + li::before': { content: '"/"', mr: '2' },
            })}
          >
            <li>
              <Link to="/$lang" params={{ lang }} className={crumbLink}>
                {t('city.breadcrumbHome')}
              </Link>
            </li>
            <li>
              <Link to="/$lang/facilities" params={{ lang }} className={crumbLink}>
                {t('city.breadcrumbList')}
              </Link>
            </li>
            <li aria-current="page">{data.city.name}</li>
          </ol>
        </nav>
        <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
        <p className={css({ textStyle: 'lead', color: 'fg.muted', maxW: 'prose' })}>
          {t('city.lead', { inCity: where, km: data.radiusKm })}
        </p>
        <SaveAlertButton search={listSearch} origin={origin} />
      </div>

      <section aria-labelledby="city-prices" className={section} data-testid="price-index">
        <h2 id="city-prices" className={css({ textStyle: 'h2' })}>
          {t('city.index.title', { inCity: where })}
        </h2>
        <PriceIndexIsland bands={data.bands} caption={t('city.index.caption', { inCity: where, km: data.radiusKm })} />
      </section>

      <section aria-labelledby="city-list" className={section}>
        <h2 id="city-list" className={css({ textStyle: 'h2' })}>
          {t('city.list.title')}
        </h2>
        <CardGridIsland facilities={data.facilities} origin={origin} />
        <p>
          <Link
            to="/$lang/facilities"
            params={{ lang }}
            search={listSearch}
            className={crumbLink + ' ' + css({ fontWeight: '700' })}
            data-testid="city-all"
          >
            {t('city.list.all', { count: data.total })}
          </Link>
        </p>
      </section>

      <CityNotesIsland data={data} />
    </Container>
  )
}
