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

/** Codes inbox rows carry; the console shows each as a word from its dictionary (a new code fails its type-check). */
export const INQUIRY_STATUSES = ['new', 'no_email', 'spam'] as const
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number]
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed'] as const
export const MAIL_KINDS = [
  'inquiry',
  'inquiry_no_email',
  'demo_request',
  'trial_request',
  'trial_confirmation',
  'credentials',
  'newsletter_confirm',
  'newsletter_welcome',
  'inquiry_panel',
  'inquiry_copy',
  'reservation_renter',
  'reservation_status',
  'reservation_operator',
  'alert_confirm',
  'alert_digest',
  'alert_renew',
  'signin_link',
  'account_erased',
  'password_reset',
  'trial_existing',
  'trial_reminder',
  'demo_confirmation',
  'review_invitation',
  'facility_published',
  'facility_rejected',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]
/** An outbox row's delivery (issue 25): queued → sending → sent | failed. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export type MailStatus = (typeof MAIL_STATUSES)[number]
/** The mail lanes (issue 41, ADR 0094): each its own queue; api/mail/lanes.ts puts each kind in one. */
export const MAIL_LANES = ['transactional', 'bulk'] as const
export type MailLane = (typeof MAIL_LANES)[number]

/** The operator panel's inquiry stages (issue 19); the admin inbox shows them too. */
export const INQUIRY_STAGES = ['new', 'contacted', 'rented', 'closed'] as const
export type InquiryStage = (typeof INQUIRY_STAGES)[number]
