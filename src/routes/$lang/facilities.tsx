import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { FacilityCard } from '~/features/marketplace/facility-card'
import { FilterPanel } from '~/features/marketplace/filter-panel'
import { facilityListJsonLd } from '~/features/marketplace/list-jsonld'
import { CardSkeletons, EmptyList, grid, ListError } from '~/features/marketplace/list-states'
import { ListToolbar } from '~/features/marketplace/list-toolbar'
import { MapSection } from '~/features/marketplace/map/map-section'
import { Pagination } from '~/features/marketplace/pagination'
import { facilityListQuery } from '~/features/marketplace/queries'
import { toApiQuery, validateListSearch } from '~/features/marketplace/search'
import { SearchOrigin } from '~/features/marketplace/search-origin'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/facilities')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ query: toApiQuery(search) }),
  // Entering the page waits for its data (SSR, first navigation). A filter change on the page ('stay') does not:
  // the current results stay on screen, dimmed, while the component fetches the next ones.
  loader: async ({ context, params, deps, cause }) => {
    const options = facilityListQuery(deps.query, langOf(params))
    if (cause !== 'stay') return context.queryClient.ensureQueryData(options)
    void context.queryClient.prefetchQuery(options)
    return context.queryClient.getQueryData(options.queryKey)
  },
  head: ({ params, loaderData }) => staticPageHead('facilities', params, { jsonLd: facilityListJsonLd(loaderData, langOf(params)) }),
  pendingComponent: ListPending,
  errorComponent: ({ error, reset }) => <ListErrorView error={error} reset={reset} />,
  component: FacilitiesPage,
})

function Frame({ children }: { children: React.ReactNode }) {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.facilities.heading')} lead={t('pages.facilities.description')} />
      <div className={css({ pb: '16' })}>{children}</div>
    </Container>
  )
}

function ListPending() {
  return (
    <Frame>
      <CardSkeletons />
    </Frame>
  )
}

function ListErrorView({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter()
  return (
    <Container>
      <ListError error={error} onRetry={() => { reset(); void router.invalidate() }} />
    </Container>
  )
}

function FacilitiesPage() {
  const search = Route.useSearch()
  const { query } = Route.useLoaderDeps()
  const lang = useLang()
  const t = useT()
  const navigate = useNavigate({ from: '/$lang/facilities' })
  const [highlight, setHighlight] = useState<number | null>(null)
  const { data, isPlaceholderData, error, refetch } = useQuery({ ...facilityListQuery(query, lang), placeholderData: keepPreviousData })
  const updating = isPlaceholderData
  return (
    <Frame>
      <div className={css({ display: 'grid', gap: '8', gridTemplateColumns: { base: '1fr', lg: '300px minmax(0, 1fr)' } })}>
        <FilterPanel search={search} />
        <section aria-labelledby="results-title" className={css({ display: 'flex', flexDirection: 'column' })}>
          <h2 id="results-title" className={css({ srOnly: true })}>{t('marketplace.list.results')}</h2>
          {/* Phones: results first, the map after them; wide screens: the map on top. */}
          <div className={css({ order: { base: 1, lg: 0 }, mt: { base: '10', lg: '0' }, mb: { lg: '8' } })}>
            <MapSection search={search} results={data?.items} origin={data?.origin} highlight={highlight} />
          </div>
          {data ? (
            <>
              <ListToolbar search={search} total={data.total} nearby={Boolean(data.origin)} />
              <div aria-busy={updating} data-testid="results" data-updating={updating || undefined}
                className={css({ transition: 'opacity 150ms', '&[data-updating]': { opacity: 0.55 }, display: 'flex', flexDirection: 'column', gap: '5' })}>
                <SearchOrigin data={data} search={search} />
                {data.items.length ? (
                  <div className={grid}>
                    {data.items.map((facility, index) => (
                      <FacilityCard key={facility.id} facility={facility} priority={index < 3} origin={data.origin} onHighlight={setHighlight} />
                    ))}
                  </div>
                ) : (
                  <EmptyList onReset={() => void navigate({ search: (prev) => ({ sort: prev.sort, lat: prev.lat, lon: prev.lon, radius: prev.radius, place: prev.place }) })} />
                )}
                <Pagination page={data.page} total={data.total} limit={data.limit} />
              </div>
            </>
          ) : error ? (
            <ListError error={error} onRetry={() => void refetch()} />
          ) : (
            <CardSkeletons />
          )}
        </section>
      </div>
    </Frame>
  )
}
