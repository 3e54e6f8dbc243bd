import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { Lang } from '@kernel/lang'
import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { lazy, Suspense, type SyntheticEvent, useState } from 'react'
import { css } from 'styled-system/css'
import { MapCanvas } from '~/features/marketplace/map/map-canvas'
import { deferredMapControls } from '~/features/marketplace/map/deferred-map-controls'
import { useMapSearch } from '~/features/marketplace/map/use-map-search'
import { facilityListQuery } from '~/features/marketplace/queries'
import {
  CardIsland,
  PaginationIsland,
  PlaceChoicesIsland,
  prepareListIslands,
  ResultsHeadingIsland,
  SearchOriginIsland,
} from '~/features/marketplace/list-islands'
import { toApiQuery, validateListSearch } from '~/lib/list-search'
import { loadMessages } from '~/i18n'
import { onDemandWords } from '~/i18n/on-demand'
import { useLang, useT } from '~/i18n/use-lang'
import { langOf, staticPageHead } from '~/lib/page-head'
import { deferred } from '~/ui/deferred'
import { useLoadOnUse } from '~/ui/on-use'
import { Container, PageHeading } from '~/ui/layout'

export const Route = createFileRoute('/$lang/facilities')({
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => ({ query: toApiQuery(search) }),
  // Entering the page waits for its data (SSR, first navigation). A filter change on the page ('stay') does not:
  // the current results stay on screen, dimmed, while the component fetches the next ones.
  // The list's JSON-LD is built here, not in head(): the loader's chunk is this page's, head() runs in every
  // page's (ADR 0028). Its builders come with the loader: a first load hydrates the server's answer and never runs
  // it, so they stay out of the page's first load (ADR 0110). The list reaches the component through the query cache.
  loader: async ({ context, params, deps, cause }) => {
    void listStates()
    const lang = langOf(params)
    const options = facilityListQuery(deps.query, lang)
    if (cause !== 'stay') {
      const [data, { facilityListJsonLd }] = await Promise.all([
        context.queryClient.ensureQueryData(options),
        import('~/features/marketplace/list-jsonld'),
        prepareControls(lang),
        prepareListIslands(lang),
      ])
      return { jsonLd: facilityListJsonLd(data, lang) }
    }
    void context.queryClient.prefetchQuery(options)
    // The heading's, cards' and pager's code comes beside the next results, which it draws (ADR 0114). So does the
    // code of the controls not used yet (ADR 0117): they stand as the server drew them until it is in, then show
    // the new search.
    void prepareControls(lang)
    const [{ facilityListJsonLd }] = await Promise.all([
      import('~/features/marketplace/list-jsonld'),
      prepareListIslands(lang),
    ])
    return { jsonLd: facilityListJsonLd(context.queryClient.getQueryData(options.queryKey), lang) }
  },
  head: ({ params, loaderData }) => staticPageHead('facilities', params, { jsonLd: loaderData?.jsonLd ?? [] }),
  pendingComponent: ListPending,
  errorComponent: ({ error, reset }) => <ListErrorView error={error} reset={reset} />,
  component: FacilitiesPage,
})

// The words of the filter panel and the empty state (`listDeferred`) come with their code (ADR 0110).
const wordsIn = onDemandWords({
  pl: () => import('~/i18n/pl/list-deferred'),
  en: () => import('~/i18n/en/list-deferred'),
})

/**
 * Server-rendered in full; its code (the filter fields, the price slider, the size guide) and words on first use
 * (ADR 0117): at once where the panel shows (a desktop's sidebar), on a phone when its toggle is pressed.
 */
const filterPanelIn = (lang: Lang) =>
  deferred(
    () => Promise.all([import('~/features/marketplace/filter-panel'), wordsIn(lang)]).then(([m]) => m.FilterPanel),
    useLoadOnUse,
  )
const FILTER_PANEL = { pl: filterPanelIn('pl'), en: filterPanelIn('en') }

/** One card a row beside the map on a desktop; two on a tablet, where the map waits behind its toggle. */
const cardColumns = css({
  display: 'grid',
  gap: { base: '4', sm: '6', lg: '4' },
  outline: 'none',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '1fr' },
})

// The map switch, the sort and "how we sort" on first use, with the words they and the islands speak (`search`):
// reading the results the server drew needs none of them (ADR 0117).
const toolbarIn = (lang: Lang) =>
  deferred(
    () =>
      Promise.all([import('~/features/marketplace/list-toolbar'), loadMessages(lang, ['search'])]).then(
        ([m]) => m.ListToolbar,
      ),
    useLoadOnUse,
  )
const TOOLBAR = { pl: toolbarIn('pl'), en: toolbarIn('en') }

// The search controls and the city pages' link they draw, on first use (ADR 0117).
const cityLink = () => import('~/features/cities/city-links').then((m) => m.ShortcutCityLink)
const MAP_CONTROLS = { pl: deferredMapControls('pl', cityLink), en: deferredMapControls('en', cityLink) }

// "Save this search" opens a dialog: its button in the server's HTML (ADR 0114), its code on first use (ADR 0117).
const SAVE_BUTTON = deferred(() => import('~/features/alerts/save-button').then((m) => m.SaveAlertButton), useLoadOnUse)

/** The sections that load on use: what entering the page awaits for its render, and what a later search brings. */
const prepareControls = (lang: Lang) =>
  Promise.all([
    FILTER_PANEL[lang].preload(),
    MAP_CONTROLS[lang].preload(),
    TOOLBAR[lang].preload(),
    SAVE_BUTTON.preload(),
  ])

// Only an empty result needs it: its suggestions and links stay out of the list's first load.
const emptyResultsIn = (lang: Lang) =>
  lazy(() =>
    Promise.all([import('~/features/marketplace/empty-results'), wordsIn(lang)]).then(([m]) => ({
      default: m.EmptyResults,
    })),
  )
const EMPTY_RESULTS = { pl: emptyResultsIn('pl'), en: emptyResultsIn('en') }

/**
 * The facility whose card the pointer or focus is on, from an event that bubbled up from it: the cards are a static
 * island with no handlers of their own (ADR 0114). Between two cards, none.
 */
const cardUnder = (event: SyntheticEvent): number | null => {
  const card = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-facility-id]') : null
  return card ? Number(card.dataset.facilityId) : null
}

// Only a page without its results draws the skeletons or the error (a navigation's pending view, a failed fetch):
// never a first load, whose results the server drew. Whenever one can be drawn the loader has run in the browser,
// and it fetches their code first (ADR 0117).
const listStates = () => import('~/features/marketplace/list-states')
const CardSkeletons = lazy(() => listStates().then((m) => ({ default: m.CardSkeletons })))
const ListError = lazy(() => listStates().then((m) => ({ default: m.ListError })))

function ListPending() {
  const t = useT()
  return (
    <Container>
      <PageHeading title={t('pages.facilities.heading')} />
      <Suspense fallback={null}>
        <CardSkeletons />
      </Suspense>
    </Container>
  )
}

function ListErrorView({ error, reset }: { error: unknown; reset: () => void }) {
  const router = useRouter()
  return (
    <Container>
      <Suspense fallback={null}>
        <ListError
          error={error}
          onRetry={() => {
            reset()
            void router.invalidate()
          }}
        />
      </Suspense>
    </Container>
  )
}

/**
 * Results first (issue 29): the heading names the search and its count, one search box holds what was searched,
 * and the first card starts inside the first screen at every width. Desktop: filters, cards and a sticky map side
 * by side. Phone: the list, with the filters and the map ("Mapa") behind toggles.
 */
function FacilitiesPage() {
  const search = Route.useSearch()
  const { query } = Route.useLoaderDeps()
  const lang = useLang()
  const t = useT()
  const navigate = useNavigate({ from: '/$lang/facilities' })
  const [highlight, setHighlight] = useState<number | null>(null)
  const [mapShown, setMapShown] = useState(false)
  const ms = useMapSearch(search)
  const FilterPanel = FILTER_PANEL[lang]
  const MapSearchControls = MAP_CONTROLS[lang]
  const ListToolbar = TOOLBAR[lang]
  const EmptyResults = EMPTY_RESULTS[lang]
  const { data, isPlaceholderData, error, refetch } = useQuery({
    ...facilityListQuery(query, lang),
    placeholderData: keepPreviousData,
  })
  const updating = isPlaceholderData
  return (
    <Container className={css({ pb: '16' })}>
      <ResultsHeadingIsland data={data} search={search} />
      {/* First stop in the page's content, before the search box and the filters: lands just before the first card. */}
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
      <div className={css({ mb: '5' })}>
        <MapSearchControls ms={ms} search={search} origin={data?.origin} />
      </div>
      <div
        className={css({
          display: 'grid',
          gap: { base: '4', lg: '6' },
          gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr) minmax(280px, 0.8fr)' },
          alignItems: 'start',
        })}
      >
        <FilterPanel search={search} priceRange={data?.priceRange} />
        <section aria-labelledby="results-title" className={css({ display: 'flex', flexDirection: 'column' })}>
          <h2 id="results-title" tabIndex={-1} className={css({ srOnly: true })}>
            {t('marketplace.list.results')}
          </h2>
          {data ? (
            <>
              <ListToolbar
                search={search}
                total={data.total}
                nearby={Boolean(data.origin)}
                mapShown={mapShown}
                onToggleMap={() => {
                  if (!mapShown) ms.activate()
                  setMapShown(!mapShown)
                }}
              />
              {/* At least a screen tall, so a shorter list never pulls the footer up into view (a layout shift). */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: not an interaction; the pin follows the card under the pointer or focus. */}
              <div
                aria-busy={updating}
                onMouseOver={(event) => setHighlight(cardUnder(event))}
                onMouseLeave={() => setHighlight(null)}
                onFocus={(event) => setHighlight(cardUnder(event))}
                onBlur={() => setHighlight(null)}
                data-testid="results"
                data-updating={updating || undefined}
                data-map-view={mapShown || undefined}
                className={css({
                  transition: 'opacity 150ms',
                  '&[data-updating]': { opacity: 0.55 },
                  display: 'flex',
                  flexDirection: 'column',
                  // Tighter on a phone: the first card's title must clear a cookie banner on the first screen.
                  gap: { base: '3', sm: '5' },
                  minH: '100vh',
                  // Phone map view: the map (below) replaces the cards until "Mapa" is pressed again.
                  '&[data-map-view]': { minH: { base: '0', lg: '100vh' } },
                  '&[data-map-view] > :not([data-island=search-origin])': { lgDown: { display: 'none' } },
                })}
              >
                <SearchOriginIsland data={data} search={search} />
                <PlaceChoicesIsland data={data} search={search} />
                {data.origin ? <SAVE_BUTTON search={search} origin={data.origin} /> : null}
                {data.items.length ? (
                  // A new result set is new cards: a card reused from the last set would jump to its new slot.
                  <div key={data.items.map((f) => f.id).join()} id="results-list" tabIndex={-1} className={cardColumns}>
                    {data.items.map((facility, i) => (
                      <CardIsland
                        key={facility.id}
                        instance={facility.id}
                        layout="row"
                        facility={facility}
                        origin={data.origin}
                        priority={i === 0}
                      />
                    ))}
                  </div>
                ) : (
                  // The button goes away with the empty state: focus moves to the results that replace it.
                  <Suspense fallback={null}>
                    <EmptyResults
                      data={data}
                      search={search}
                      onReset={() =>
                        void navigate({
                          search: (prev) => ({
                            sort: prev.sort,
                            q: prev.q,
                            location: prev.location,
                            lat: prev.lat,
                            lon: prev.lon,
                            radius: prev.radius,
                            place: prev.place,
                          }),
                        }).then(() => document.getElementById('results-title')?.focus())
                      }
                    />
                  </Suspense>
                )}
                <PaginationIsland page={data.page} total={data.total} limit={data.limit} />
              </div>
            </>
          ) : error ? (
            <Suspense fallback={null}>
              <ListError error={error} onRetry={() => void refetch()} />
            </Suspense>
          ) : (
            <Suspense fallback={null}>
              <CardSkeletons />
            </Suspense>
          )}
        </section>
        {/* Desktop: the map beside the cards, in view while they scroll. */}
        <aside
          id="results-map"
          data-testid="map-section"
          aria-labelledby="map-title"
          data-shown={mapShown || undefined}
          className={css({
            display: { base: 'none', lg: 'block' },
            '&[data-shown]': { display: 'block' },
            position: { lg: 'sticky' },
            top: '24',
          })}
        >
          <h2 id="map-title" className={css({ srOnly: true })}>
            {t('marketplace.map.label')}
          </h2>
          <MapCanvas
            ms={ms}
            results={data?.items}
            origin={data?.origin}
            highlight={highlight}
            className={css({ h: { base: '70vh', lg: 'calc(100vh - 8rem)' }, maxH: '720px' })}
          />
        </aside>
      </div>
    </Container>
  )
}
