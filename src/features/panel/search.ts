import * as v from 'valibot'
import { INQUIRY_STAGES, type InquiryStage } from '@api/contract/panel'

const positive = v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER))
const pick = <T>(schema: v.GenericSchema<unknown, T>, value: unknown): T | undefined => {
  const result = v.safeParse(schema, value)
  return result.success ? result.output : undefined
}

/** The superadmin's read-only view names the company; every panel address keeps it. */
export type PanelSearch = { clientId?: number }
export const panelSearch = (search: Record<string, unknown>): PanelSearch => {
  const clientId = pick(positive, search.clientId)
  return clientId ? { clientId } : {}
}

/** Filters and search live in the URL: a reload or a shared link shows the same list. Invalid values are dropped. */
export type InquirySearch = PanelSearch & { stage?: InquiryStage; facilityId?: number; q?: string; page?: number }
export const inquirySearch = (search: Record<string, unknown>): InquirySearch => {
  const out: InquirySearch = { ...panelSearch(search) }
  const stage = pick(v.picklist(INQUIRY_STAGES), search.stage)
  const facilityId = pick(positive, search.facilityId)
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 200) : ''
  const page = pick(v.pipe(positive, v.maxValue(10_000)), search.page)
  if (stage) out.stage = stage
  if (facilityId) out.facilityId = facilityId
  if (q) out.q = q
  if (page && page > 1) out.page = page
  return out
}

export type AvailabilitySearch = PanelSearch & { facilityId?: number }
export const availabilitySearch = (search: Record<string, unknown>): AvailabilitySearch => {
  const facilityId = pick(positive, search.facilityId)
  return { ...panelSearch(search), ...(facilityId ? { facilityId } : {}) }
}
