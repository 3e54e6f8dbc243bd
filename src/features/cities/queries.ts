import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@kernel/lang'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

// Under /api/marketplace/ so the edge caches them in KV with the marketplace generation (purged on admin writes).
export const cityIndexQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'city', lang, slug],
    // A statistic "as of" its computedAt, served in pages the edge caches for up to 10 minutes: hydrating one must
    // not refetch it (with the default 30 s, every cached view did, and a new computedAt re-rendered the page's static
    // islands with their code, ADR 0102). Longer than the HTML's TTL, so a cached page's data is never stale on arrival.
    staleTime: 15 * 60_000,
    queryFn: ({ signal }) =>
      read(
        api.marketplace.cities[':slug'].$get(
          { param: { slug: encodeURIComponent(slug) } },
          callOptions({ signal, lang }),
        ),
      ),
  })

export const cityListQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'cities', lang],
    queryFn: ({ signal }) => read(api.marketplace.cities.$get({}, callOptions({ signal, lang }))),
    staleTime: 5 * 60_000,
  })
