import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { PanelFacilityUnits, PanelInquiry, PanelInquiryDetail, PanelOverview, TenantInquiry } from '@api/contract/panel'
import type { ListResponse } from '@api/contract/common'
import type { Lang } from '@kernel/lang'
import { api, } from '~/lib/api'
import { buildQuery } from '~/lib/api-client'
import type { InquirySearch } from './search'

/** Every panel call names the company only for the superadmin's read-only view (the API ignores it otherwise). */
const scoped = (clientId: number | undefined) => (clientId ? { clientId } : {})

export const overviewQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'overview'] as const,
    queryFn: ({ signal }) => api<PanelOverview>('/api/panel/overview', { query: scoped(clientId), signal }),
    staleTime: 15_000,
  })

const inquiryQueryParams = (search: InquirySearch) => ({ ...scoped(search.clientId), stage: search.stage, facilityId: search.facilityId, q: search.q, page: search.page, limit: 20 })

export const inquiriesQuery = (search: InquirySearch) =>
  queryOptions({
    queryKey: ['panel', search.clientId ?? 0, 'inquiries', search] as const,
    queryFn: ({ signal }) => api<ListResponse<PanelInquiry>>('/api/panel/inquiries', { query: inquiryQueryParams(search), signal }),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  })

/** The same filters as the list, as the CSV's address (a plain download link). */
export const exportHref = (search: InquirySearch) => `/api/panel/inquiries/export.csv${buildQuery({ ...inquiryQueryParams(search), page: undefined, limit: undefined })}`

export const inquiryQuery = (id: number, clientId: number | undefined) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'inquiry', id] as const,
    queryFn: ({ signal }) => api<PanelInquiryDetail>(`/api/panel/inquiries/${id}`, { query: scoped(clientId), signal }),
    staleTime: 15_000,
  })

export const unitsQuery = (facilityId: number, clientId: number | undefined, lang: Lang) =>
  queryOptions({
    queryKey: ['panel', clientId ?? 0, 'units', facilityId, lang] as const,
    queryFn: ({ signal }) => api<PanelFacilityUnits>(`/api/panel/facilities/${facilityId}/units`, { query: scoped(clientId), signal, lang }),
    staleTime: 15_000,
  })

export const tenantInquiriesQuery = queryOptions({
  queryKey: ['account', 'inquiries'] as const,
  queryFn: ({ signal }) => api<ListResponse<TenantInquiry>>('/api/tenant/inquiries', { signal }),
  staleTime: 15_000,
})
