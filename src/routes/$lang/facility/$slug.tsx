import type { Facility } from '@api/contract/marketplace'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import { BackToList, DetailError } from '~/features/marketplace/detail-error'
import { FacilityGallery } from '~/features/marketplace/facility-gallery'
import { FacilityPhoto } from '~/features/marketplace/facility-photo'
import {
  ContactIsland,
  FacilityFactsIsland,
  HeaderIsland,
  preloadFacilityIslands,
  RichContentIsland,
  SummaryIsland,
} from '~/features/marketplace/islands'
import { facilityQuery, richContentQuery, unitsQuery } from '~/features/marketplace/queries'
import { preloadUnitsCard, UnitsCard } from '~/features/marketplace/units-card'
import { loadReservationDialog } from '~/features/reservation/reservation-dialog.lazy'
import { FacilityReviewsIsland } from '~/features/reviews/islands'
import { facilityReviewsQuery } from '~/features/reviews/queries'
import { translate } from '~/i18n'
import { useLang, useT } from '~/i18n/use-lang'
import { ApiError } from '~/lib/api-client'
import { langOf } from '~/lib/page-head'
import { pageHead } from '~/lib/seo'
import { Container } from '~/ui/layout'
import { NotFoundBody } from '~/ui/not-found'
import { deferred } from '~/ui/deferred'
import { useLoadOnApproach } from '~/ui/on-approach'

// The location card sits under the contact card, on a phone below the units and the reviews: its code (the card, the
// map's shell and its in-view hook) comes as the reader nears it, or presses or focuses in it (ADR 0079); the server
// renders it in full meanwhile. The map itself still loads only when scrolled near (spec §9).
const MapSection = deferred<{ facility: Facility }>(
  () => import('~/features/marketplace/map-card').then((m) => m.MapCard),
  useLoadOnApproach,
)

export const Route = createFileRoute('/$lang/facility/$slug')({
  loader: async ({ context, params }) => {
    const lang = langOf(params)
    const qc = context.queryClient
    const queries = [facilityQuery, richContentQuery, unitsQuery, facilityReviewsQuery].map(
      (query) => query(params.slug, lang).queryKey,
    )
    // All settle before anything is decided: a query still running when the page gives up would travel to the
    // browser unfinished and fail there, as an uncaught "redacted" page error (issue 29 item 10).
    const [facility, rich, units, reviews, , , , , structuredData] = await Promise.allSettled([
      qc.ensureQueryData(facilityQuery(params.slug, lang)),
      qc.ensureQueryData(richContentQuery(params.slug, lang)),
      qc.ensureQueryData(unitsQuery(params.slug, lang)),
      qc.ensureQueryData(facilityReviewsQuery(params.slug, lang)),
      preloadUnitsCard(lang),
      preloadFacilityIslands(),
      FacilityReviewsIsland.prepare(lang),
      MapSection.preload(),
      // Only a client-side navigation runs this loader in the browser (a first load hydrates the server's answer),
      // so the JSON-LD builder is fetched then, beside the data, and stays out of the page's first load (issue 31).
      import('~/features/marketplace/facility-jsonld'),
    ])
    if (
      facility.status === 'fulfilled' &&
      rich.status === 'fulfilled' &&
      units.status === 'fulfilled' &&
      reviews.status === 'fulfilled'
    ) {
      if (structuredData.status === 'rejected') throw structuredData.reason
      // Built here, not in head(): the loader's chunk is this page's, head() runs in every page's (ADR 0028). The
      // reviews' numbers come from the answer the page renders them from (issue 43).
      const jsonLd = structuredData.value.facilityJsonLd(facility.value, units.value, lang, reviews.value)
      return { facility: facility.value, jsonLd }
    }
    // The failed answers stay on the server: the not-found or error page says what happened, nothing rethrows later.
    // Only settled ones: removing a query cancels its fetch, and a second run of this loader (a preload, a return
    // through history) may be awaiting a new one, which would fail there as a CancelledError: the error page instead
    // of the 404. That run removes its own when it settles.
    for (const queryKey of queries)
      qc.removeQueries({ queryKey, exact: true, predicate: (query) => query.state.fetchStatus === 'idle' })
    const error = [facility, rich, units, reviews].find((result) => result.status === 'rejected')!.reason
    if (error instanceof ApiError && (error.code === 'FACILITY_NOT_FOUND' || error.status === 404)) throw notFound()
    throw error
  },
  head: ({ params, loaderData }) => {
    const lang = langOf(params)
    const f = loaderData?.facility
    const name = f?.name ?? params.slug
    return pageHead({
      page: 'facility',
      lang,
      slugs: { pl: params.slug, en: params.slug },
      title: translate(lang, 'pages.facility.title', { name: f ? `${f.name}, ${f.address.city}` : name }),
      // A Polish fallback text would make an English page's snippet Polish: the generic English line reads better.
      description:
        (f?.descriptionLang === lang && f.description) || translate(lang, 'pages.facility.description', { name }),
      image: f?.image ?? undefined,
      jsonLd: loaderData?.jsonLd ?? [],
    })
  },
  // Its own, so the 404 renders inside the site's shell (header, skip link, <main>, footer), not in place of it.
  notFoundComponent: NotFoundBody,
  errorComponent: ({ error }) => <DetailError error={error} />,
  component: FacilityPage,
})

/**
 * The cover's width in the page's grid (Container: 1200 px at most, 16/24 px sides; beside a 360 px aside from lg): the
 * smallest variant that fills it is fetched, the 640 px one on most phones (ADR 0104).
 */
const COVER_SIZES =
  '(min-width: 1248px) 768px, (min-width: 1024px) calc(100vw - 432px), (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)'

// Below the cover, each card is laid out and painted only near the viewport (ADR 0104). The cards clip (overflow
// hidden), so their containment draws nothing differently; the size is a typical card's until measured.
const mainColumn = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
  minW: '0',
  '& > section': { contentVisibility: 'auto', containIntrinsicBlockSize: { base: 'auto 1500px', lg: 'auto 1000px' } },
  // A link to a part of the page (a review's #reviews-title): everything is laid out, so the sections above it stay.
  '&:has(:target) > section': { contentVisibility: 'visible' },
})

function FacilityPage() {
  const { slug } = Route.useParams()
  const lang = useLang()
  const t = useT()
  const { data: facility } = useSuspenseQuery(facilityQuery(slug, lang))
  const { data: rich } = useSuspenseQuery(richContentQuery(slug, lang))
  const { data: units } = useSuspenseQuery(unitsQuery(slug, lang))
  const { data: reviews } = useSuspenseQuery(facilityReviewsQuery(slug, lang))
  const image = facility.image ?? facility.imageUrl
  // An answer cached before photos were listed has none: the page then shows the cover alone, as it did.
  const [cover, ...gallery] = facility.photos ?? []
  return (
    <Container>
      <div className={css({ pt: '6' })}>
        <BackToList />
      </div>
      <HeaderIsland facility={facility} rating={reviews.rating} count={reviews.count} />
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 360px' },
          pb: '16',
          alignItems: 'start',
        })}
      >
        <div className={mainColumn}>
          {image ? (
            <FacilityPhoto
              src={image}
              widths={facility.imageWidths}
              alt={cover ? cover.alt : t('facilityPage.imageAlt', { name: facility.name })}
              altLang={cover && cover.altLang !== lang ? cover.altLang : undefined}
              sizes={COVER_SIZES}
              fetchPriority="high"
              className={css({
                w: 'full',
                h: 'auto',
                aspectRatio: '3 / 2',
                objectFit: 'cover',
                borderRadius: 'xl',
                bg: 'ink.100',
              })}
            />
          ) : null}
          {gallery.length ? <FacilityGallery photos={gallery} /> : null}
          <FacilityFactsIsland facility={facility} />
          <UnitsCard facility={facility} units={units} loadReserveDialog={loadReservationDialog} />
          <RichContentIsland content={rich} fallbackTitle={t('facilityPage.aboutTitle')} />
          <FacilityReviewsIsland reviews={reviews} />
        </div>
        <aside className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <ContactIsland facility={facility} />
          <MapSection facility={facility} />
          <SummaryIsland facility={facility} />
        </aside>
      </div>
    </Container>
  )
}
