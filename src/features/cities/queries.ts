import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@kernel/lang'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

// Under /api/marketplace/ so the edge caches them in KV with the marketplace generation (purged on admin writes).
export const cityIndexQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'city', lang, slug],
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
