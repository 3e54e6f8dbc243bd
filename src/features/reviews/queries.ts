import { queryOptions } from '@tanstack/react-query'
import type { Lang } from '@kernel/lang'
import { api } from '~/lib/api'
import { callOptions, read } from '~/lib/api-client'

/** A facility's published reviews (issue 43): its score, count, distribution and the newest, cached by the edge. */
export const facilityReviewsQuery = (slug: string, lang: Lang) =>
  queryOptions({
    queryKey: ['marketplace', 'reviews', lang, slug],
    queryFn: ({ signal }) =>
      read(
        api.marketplace.facilities[':idOrSlug'].reviews.$get(
          { param: { idOrSlug: encodeURIComponent(slug) } },
          callOptions({ signal, lang }),
        ),
      ),
  })
