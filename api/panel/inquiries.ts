import type { InquiryStage, PanelInquiry, PanelInquiryDetail, PanelInquiryQuery } from '../contract/panel'
import type * as v from 'valibot'
import { searchWhere, sqlFold } from '../lib/sql'
import { fold } from '@kernel/text'
import { whereAll } from '../lib/sql-where'

export type InquiryRow = {
  id: number
  facility_id: number
  facility_name: string
  name: string
  email: string
  phone: string
  size_m2: number | null
  period: string | null
  unit_code: string | null
  stage: InquiryStage
  created_at: string
  erased_at: string | null
}
export type InquiryDetailRow = InquiryRow & {
  message: string | null
  source_url: string | null
  operator_note: string | null
}

export const INQUIRY_COLUMNS =
  'i.id, i.facility_id, f.name AS facility_name, i.name, i.email, i.phone, i.size_m2, i.period, i.unit_code, i.stage, i.created_at, i.erased_at'
export const INQUIRY_FROM = 'inquiries i JOIN facilities f ON f.id = i.facility_id'

/**
 * The company's inquiries under the list's filters. The company condition comes first and is always there: a
 * filter can only narrow the company's own rows.
 */
export function inquiryWhere(clientId: number, query: v.InferOutput<typeof PanelInquiryQuery>) {
  const filters = whereAll([
    ['f.client_id = ?', clientId],
    "i.status != 'spam'",
    ['i.stage = ?', query.stage],
    ['i.facility_id = ?', query.facilityId],
  ])
  const search = searchWhere(
    query.q,
    [sqlFold('i.name'), 'LOWER(i.email)', 'i.phone', sqlFold("COALESCE(i.message, '')")],
    fold,
  )
  return { where: `${filters.where} AND ${search.where}`, params: [...filters.params, ...search.params] }
}

export const toPanelInquiry = (r: InquiryRow): PanelInquiry => ({
  id: r.id,
  facilityId: r.facility_id,
  facilityName: r.facility_name,
  name: r.name,
  email: r.email,
  phone: r.phone,
  sizeM2: r.size_m2,
  period: r.period,
  unitCode: r.unit_code,
  stage: r.stage,
  createdAt: r.created_at,
  erasedAt: r.erased_at,
})

export const toPanelInquiryDetail = (
  r: InquiryDetailRow,
  unit: PanelInquiryDetail['unit'],
  history: PanelInquiryDetail['history'],
): PanelInquiryDetail => ({
  ...toPanelInquiry(r),
  message: r.message,
  sourceUrl: r.source_url,
  note: r.operator_note,
  unit,
  history,
})
