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
}
export type InquiryDetailRow = InquiryRow & {
  message: string | null
  source_url: string | null
  operator_note: string | null
}

export const INQUIRY_COLUMNS =
  'i.id, i.facility_id, f.name AS facility_name, i.name, i.email, i.phone, i.size_m2, i.period, i.unit_code, i.stage, i.created_at'
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

/**
 * Where a spreadsheet may start a new cell inside this one: the cell's start, and after every character a program
 * may split on — `,` (RFC 4180), `;` (Polish Excel's list separator), tab, and line breaks — with any spaces
 * between. A formula lead there is neutralised with an apostrophe (issue 30: an inquiry named `X;=1+1;` gave the
 * cell `=1+1` under `;` splitting).
 */
const LEAD_AFTER_SPLIT = /(^|[,;\t\r\n])([ ]*)(?=[=+\-@])/g
/** A phone number as people write it: shown with a leading space, not an apostrophe, so it reads as typed. */
const PHONE = /^\+[\d\s()./-]{6,}$/

/**
 * RFC 4180 cell, safe under `,` and `;` splitting alike (ADR 0043). A renter's "name" must not run as a formula on
 * the operator's machine (CSV injection), and a phone number must stay readable.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (PHONE.test(text)) text = ` ${text}`
  else {
    // OWASP's formula leads are =, +, -, @, tab and CR; the last two only count first in the cell.
    if (/^[\t\r]/.test(text)) text = `'${text}`
    text = text.replace(LEAD_AFTER_SPLIT, "$1$2'")
  }
  return /[",\r\n;\t]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: unknown[]) => cells.map(csvCell).join(',')
