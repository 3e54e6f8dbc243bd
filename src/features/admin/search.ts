import type { SearchSchemaInput } from '@tanstack/react-router'
// Straight from the lists contract: `./contract` re-exports the admin form schemas too, which would then ship
// in the route tree every public page loads.
import {
  CLIENT_SORTS,
  FACILITY_ADMIN_SORTS,
  MAIL_STATUSES,
  type MailStatus,
  PAGE_SIZES,
} from '@api/contract/admin-list-values'

export type ListSearch = { page: number; limit: number; q?: string; sort?: string }

// Plain functions, not valibot schemas: route search validators sit in the route tree every public page loads,
// so a schema library here would ship to every visitor (ADR 0022).
const page = (x: unknown) => {
  const n = Number(x ?? 1)
  return Number.isInteger(n) && n >= 1 ? n : 1
}
const limit = (x: unknown) => {
  const n = Number(x ?? 20)
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as (typeof PAGE_SIZES)[number]) : 20
}
// The router parses `?q=123` as a number: the search box still means text.
const q = (x: unknown) => String(x ?? '').trim() || undefined

/** URL state of a list (spec §9): page from 1, sizes 10/20/50/100 (default 20); bad values fall back. */
// Every key optional in the input type, so links to a list need no search object.
type Raw = { page?: unknown; limit?: unknown; q?: unknown } & SearchSchemaInput

const listSearch =
  <S extends readonly string[]>(sorts: S, fallbackSort: S[number]) =>
  (raw: Raw & { sort?: S[number] }) => ({
    page: page(raw.page),
    limit: limit(raw.limit),
    q: q(raw.q),
    sort: (sorts.includes(raw.sort as string) ? raw.sort : fallbackSort) as S[number],
  })

export const clientsSearch = listSearch(CLIENT_SORTS, 'id:desc')
export const facilitiesSearch = listSearch(FACILITY_ADMIN_SORTS, 'id:desc')
export const usersSearch = (raw: Raw) => ({ page: page(raw.page), limit: limit(raw.limit), q: q(raw.q) })
/** The outbox's status filter (issue 25); anything else is no filter. */
const mailStatus = (x: unknown) => ((MAIL_STATUSES as readonly unknown[]).includes(x) ? (x as MailStatus) : undefined)
export const inboxSearch = (raw: Raw & { status?: MailStatus }) => ({
  page: page(raw.page),
  limit: limit(raw.limit),
  status: mailStatus(raw.status),
})
