import { queryOptions } from '@tanstack/react-query'
import type { CityIndexResponse, CityListResponse } from '@api/contract/cities'
import type { Lang } from '@kernel/lang'
import { api } from '~/lib/api'

// Under /api/marketplace/ so the edge caches them in KV with the marketplace generation (purged on admin writes).
export const cityIndexQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'city', lang, slug],
    queryFn: ({ signal }) => api<CityIndexResponse>(`/api/marketplace/cities/${encodeURIComponent(slug)}`, { signal, lang }),
  })

export const cityListQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'cities', lang],
    queryFn: ({ signal }) => api<CityListResponse>('/api/marketplace/cities', { signal, lang }),
    staleTime: 5 * 60_000,
  })
