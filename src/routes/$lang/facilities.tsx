import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { SaveAlertButton } from '~/features/alerts/save-button'
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
  // The list's JSON-LD is built here, not in head(): the loader's chunk is this page's, head() runs in every
  // page's (ADR 0028). The list itself reaches the component through the query cache.
  loader: async ({ context, params, deps, cause }) => {
    const lang = langOf(params)
    const options = facilityListQuery(deps.query, lang)
    if (cause !== 'stay')
      return { jsonLd: facilityListJsonLd(await context.queryClient.ensureQueryData(options), lang) }
    void context.queryClient.prefetchQuery(options)
    return { jsonLd: facilityListJsonLd(context.queryClient.getQueryData(options.queryKey), lang) }
  },
  head: ({ params, loaderData }) => staticPageHead('facilities', params, { jsonLd: loaderData?.jsonLd ?? [] }),
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
      <ListError
        error={error}
        onRetry={() => {
          reset()
          void router.invalidate()
        }}
      />
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
  const { data, isPlaceholderData, error, refetch } = useQuery({
    ...facilityListQuery(query, lang),
    placeholderData: keepPreviousData,
  })
  const updating = isPlaceholderData
  return (
    <Frame>
      {/* Skips the filters and the map (ADR 0014); lands just before the first card. */}
      <a
        href="#results-list"
        className={css({
          srOnly: true,
          _focus: {
            srOnly: false,
            display: 'inline-block',
            mb: '4',
            px: '4',
            py: '2',
            bg: 'white',
            borderRadius: 'md',
            boxShadow: 'md',
          },
        })}
      >
        {t('a11y.skipToResults')}
      </a>
      <div
        className={css({
          display: 'grid',
          gap: '8',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '300px minmax(0, 1fr)' },
        })}
      >
        <FilterPanel search={search} />
        <section aria-labelledby="results-title" className={css({ display: 'flex', flexDirection: 'column' })}>
          <h2 id="results-title" tabIndex={-1} className={css({ srOnly: true })}>
            {t('marketplace.list.results')}
          </h2>
          {/* The map sits above the results at every width, so the focus order is the visual order. */}
          <div className={css({ mb: '8' })}>
            <MapSection search={search} results={data?.items} origin={data?.origin} highlight={highlight} />
          </div>
          {data ? (
            <>
              <ListToolbar search={search} total={data.total} nearby={Boolean(data.origin)} />
              {/* At least a screen tall, so a shorter list never pulls the footer up into view (a layout shift). */}
              <div
                aria-busy={updating}
                data-testid="results"
                data-updating={updating || undefined}
                className={css({
                  transition: 'opacity 150ms',
                  '&[data-updating]': { opacity: 0.55 },
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '5',
                  minH: '100vh',
                })}
              >
                <SearchOrigin data={data} search={search} />
                {data.origin ? <SaveAlertButton search={search} origin={data.origin} /> : null}
                {data.items.length ? (
                  // A new result set is new cards: a card reused from the last set would jump to its new slot.
                  <div
                    key={data.items.map((f) => f.id).join()}
                    id="results-list"
                    tabIndex={-1}
                    className={grid + ' ' + css({ outline: 'none' })}
                  >
                    {/* No eager photos: the results start below the filters and the map at every width, so
                        preloading the first three only took bandwidth from the page's own first paint (LCP). */}
                    {data.items.map((facility) => (
                      <FacilityCard
                        key={facility.id}
                        facility={facility}
                        origin={data.origin}
                        onHighlight={setHighlight}
                      />
                    ))}
                  </div>
                ) : (
                  // The button goes away with the empty state: focus moves to the results that replace it.
                  <EmptyList
                    onReset={() =>
                      void navigate({
                        search: (prev) => ({
                          sort: prev.sort,
                          lat: prev.lat,
                          lon: prev.lon,
                          radius: prev.radius,
                          place: prev.place,
                        }),
                      }).then(() => document.getElementById('results-title')?.focus())
                    }
                  />
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
