import * as v from 'valibot'
import { pageQuery } from './common'

/** Spec §9 sorts. Keys are `field:direction`; the server maps them through a fixed whitelist to SQL. */
export const CLIENT_SORTS = ['id:desc', 'id:asc', 'companyName:asc', 'companyName:desc', 'contactName:asc', 'contactName:desc'] as const
export const FACILITY_ADMIN_SORTS = ['id:desc', 'id:asc', 'name:asc', 'name:desc', 'clientId:asc', 'clientId:desc', 'location.city:asc', 'location.city:desc'] as const
export const USER_SORTS = ['id:desc', 'id:asc'] as const
/** Page-size options the UI offers; the API accepts any 1..100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const

export const ClientListQuery = v.object({ ...pageQuery, sort: v.optional(v.picklist(CLIENT_SORTS), 'id:desc') })
export const FacilityAdminListQuery = v.object({ ...pageQuery, sort: v.optional(v.picklist(FACILITY_ADMIN_SORTS), 'id:desc') })
export const UserListQuery = v.object({ ...pageQuery, sort: v.optional(v.picklist(USER_SORTS), 'id:desc') })
export const InboxQuery = v.object({ page: pageQuery.page, limit: pageQuery.limit })

export const INBOX_KINDS = ['inquiries', 'demo-requests', 'trial-requests', 'newsletter', 'outbox'] as const
export type InboxKind = (typeof INBOX_KINDS)[number]

/** Codes inbox rows carry; the console shows each as a word from its dictionary (a new code fails its type-check). */
export const INQUIRY_STATUSES = ['new', 'no_email', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed'] as const
export const MAIL_KINDS = [
  'inquiry', 'inquiry_no_email', 'demo_request', 'trial_request', 'trial_confirmation', 'credentials', 'newsletter_confirm', 'newsletter_welcome',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]
