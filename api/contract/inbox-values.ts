/**
 * Codes inbox rows carry, beside the console's list values (./admin-list-values.ts) but apart from them: the route tree
 * every page loads reads those, and only the console's tables and the mail code read these (issue 45).
 */
/** The console shows each as a word from its dictionary (a new code fails its type-check). */
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
  'review_received',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]
