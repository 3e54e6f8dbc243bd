/**
 * Value lists of the admin list contract, without schemas: the admin routes' search parsing sits in the route tree
 * every public page loads, and a module that also builds valibot schemas would bring valibot with it (ADR 0022).
 */
/** Spec §9 sorts. Keys are `field:direction`; the server maps them through a fixed whitelist to SQL. */
export const CLIENT_SORTS = [
  'id:desc',
  'id:asc',
  'companyName:asc',
  'companyName:desc',
  'contactName:asc',
  'contactName:desc',
] as const
export const FACILITY_ADMIN_SORTS = [
  'id:desc',
  'id:asc',
  'name:asc',
  'name:desc',
  'clientId:asc',
  'clientId:desc',
  'location.city:asc',
  'location.city:desc',
] as const
export const USER_SORTS = ['id:desc', 'id:asc'] as const
/** Page-size options the UI offers; the API accepts any 1..100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const

export const INBOX_KINDS = ['inquiries', 'demo-requests', 'trial-requests', 'newsletter', 'outbox'] as const
export type InboxKind = (typeof INBOX_KINDS)[number]

// The inbox rows' codes (statuses, mail kinds) are in ./inbox-values.ts: only the console's tables read them, and
// this module rides in the route tree every page loads (issue 45).
export type { InquiryStatus, MailKind } from './inbox-values'
/** An outbox row's delivery (issue 25): queued → sending → sent | failed. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
/** The mail lanes (issue 41, ADR 0094): each its own queue; api/mail/lanes.ts puts each kind in one. */
export const MAIL_LANES = ['transactional', 'bulk'] as const
export type MailLane = (typeof MAIL_LANES)[number]

/** The operator panel's inquiry stages (issue 19); the admin inbox shows them too. */
export const INQUIRY_STAGES = ['new', 'contacted', 'rented', 'closed'] as const
export type InquiryStage = (typeof INQUIRY_STAGES)[number]
