import { INQUIRY_STAGES, type InquiryStage } from '@api/contract/admin-list-values'
import { positiveInt as positive } from '~/lib/search-values'

// Plain parsers, no schema library: the route tree holds them, so they load with every page (ADR 0022).
const isStage = (value: unknown): value is InquiryStage => (INQUIRY_STAGES as readonly unknown[]).includes(value)

/** The superadmin's read-only view names the company; every panel address keeps it. */
export type PanelSearch = { clientId?: number }
export const panelSearch = (search: Record<string, unknown>): PanelSearch => {
  const clientId = positive(search.clientId)
  return clientId ? { clientId } : {}
}

/** Filters and search live in the URL: a reload or a shared link shows the same list. Invalid values are dropped. */
export type InquirySearch = PanelSearch & { stage?: InquiryStage; facilityId?: number; q?: string; page?: number }
export const inquirySearch = (search: Record<string, unknown>): InquirySearch => {
  const out: InquirySearch = { ...panelSearch(search) }
  const stage = isStage(search.stage) ? search.stage : undefined
  const facilityId = positive(search.facilityId)
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : ''
  const page = positive(search.page, 10_000)
  if (stage) out.stage = stage
  if (facilityId) out.facilityId = facilityId
  if (q) out.q = q
  if (page && page > 1) out.page = page
  return out
}

export type AvailabilitySearch = PanelSearch & { facilityId?: number }
export const availabilitySearch = (search: Record<string, unknown>): AvailabilitySearch => {
  const facilityId = positive(search.facilityId)
  return { ...panelSearch(search), ...(facilityId ? { facilityId } : {}) }
}
