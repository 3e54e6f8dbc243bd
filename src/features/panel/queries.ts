import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Lang } from '@kernel/lang'
import { api } from '~/lib/api'
import { callOptions, read, searchParams } from '~/lib/api-client'
import type { InquirySearch } from './search'

/** Every panel call names the company only for the superadmin's read-only view (the API ignores it otherwise). */
const scoped = (clientId: number | undefined) => (clientId ? { clientId: String(clientId) } : {})

export const overviewQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'overview'] as const,
    queryFn: ({ signal }) => read(api.panel.overview.$get({ query: scoped(clientId) }, callOptions({ signal }))),
    staleTime: 15_000,
  })

const inquiryFilters = (search: InquirySearch) => ({
  ...scoped(search.clientId),
  stage: search.stage,
  facilityId: search.facilityId === undefined ? undefined : String(search.facilityId),
  q: search.q,
})
const inquiryQueryParams = (search: InquirySearch) => ({
  ...inquiryFilters(search),
  page: search.page === undefined ? undefined : String(search.page),
  limit: '20',
})

export const inquiriesQuery = (search: InquirySearch) =>
  queryOptions({
    queryKey: ['panel', search.clientId ?? 0, 'inquiries', search] as const,
    queryFn: ({ signal }) =>
      read(api.panel.inquiries.$get({ query: inquiryQueryParams(search) }, callOptions({ signal }))),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })

/** The same filters as the list, as the CSV's address (a plain download link). */
export const exportHref = (search: InquirySearch) => {
  const query = searchParams(inquiryFilters(search)).toString()
  return `/api/panel/inquiries/export.csv${query ? `?${query}` : ''}`
}

export const inquiryQuery = (id: number, clientId: number | undefined, lang: Lang) =>
  queryOptions({
    // The unit's type name and size are written in the page's language.
    queryKey: ['panel', clientId ?? 0, 'inquiry', id, lang] as const,
    queryFn: ({ signal }) =>
      read(
        api.panel.inquiries[':id'].$get(
          { param: { id: String(id) }, query: scoped(clientId) },
          callOptions({ signal, lang }),
        ),
      ),
    staleTime: 15_000,
  })

export const unitsQuery = (facilityId: number, clientId: number | undefined, lang: Lang) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'units', facilityId, lang] as const,
    queryFn: ({ signal }) =>
      read(
        api.panel.facilities[':id'].units.$get(
          { param: { id: String(facilityId) }, query: scoped(clientId) },
          callOptions({ signal, lang }),
        ),
      ),
    staleTime: 15_000,
  })

export const tenantInquiriesQuery = queryOptions({
  queryKey: ['account', 'inquiries'] as const,
  queryFn: ({ signal }) => read(api.tenant.inquiries.$get({}, callOptions({ signal }))),
  staleTime: 15_000,
})

/** The company's verification against the public registers (issue 42). */
export const verificationQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'verification'] as const,
    queryFn: ({ signal }) => read(api.panel.verification.$get({ query: scoped(clientId) }, callOptions({ signal }))),
    staleTime: 15_000,
  })
