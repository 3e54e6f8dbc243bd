import type { MailKind } from '../contract/admin-list-values'
import { credentials } from './credentials'
import { demoConfirmation } from './demo-confirmation'
import { demoRequest } from './demo-request'
import { facilityPublished } from './facility-published'
import { facilityRejected } from './facility-rejected'
import { inquiry } from './inquiry'
import { inquiryCopy } from './inquiry-copy'
import { inquiryNoEmail } from './inquiry-no-email'
import { alertConfirm } from './alert-confirm'
import { alertDigest } from './alert-digest'
import { alertRenew } from './alert-renew'
import { accountErased } from './account-erased'
import { inquiryPanel } from './inquiry-panel'
import { newsletterConfirm } from './newsletter-confirm'
import { newsletterWelcome } from './newsletter-welcome'
import { passwordReset } from './password-reset'
import { reservationOperator } from './reservation-operator'
import { reservationRenter } from './reservation-renter'
import { reservationStatus } from './reservation-status'
import { reviewInvitation } from './review-invitation'
import { reviewReceived } from './review-received'
import { signinLink } from './signin-link'
import { trialConfirmation } from './trial-confirmation'
import { trialExisting } from './trial-existing'
import { trialReminder } from './trial-reminder'
import { trialRequest } from './trial-request'
import type { MailTemplate } from './template'

/**
 * Every mail kind's template, one file each under api/mail/. A kind added to MAIL_KINDS (the console's list) fails
 * type-check here until it has a template.
 */
export const TEMPLATES = {
  newsletter_confirm: newsletterConfirm,
  newsletter_welcome: newsletterWelcome,
  inquiry,
  inquiry_no_email: inquiryNoEmail,
  inquiry_panel: inquiryPanel,
  inquiry_copy: inquiryCopy,
  demo_request: demoRequest,
  trial_request: trialRequest,
  trial_confirmation: trialConfirmation,
  credentials,
  reservation_renter: reservationRenter,
  reservation_status: reservationStatus,
  reservation_operator: reservationOperator,
  alert_confirm: alertConfirm,
  alert_digest: alertDigest,
  alert_renew: alertRenew,
  signin_link: signinLink,
  account_erased: accountErased,
  password_reset: passwordReset,
  trial_existing: trialExisting,
  trial_reminder: trialReminder,
  demo_confirmation: demoConfirmation,
  review_invitation: reviewInvitation,
  facility_published: facilityPublished,
  facility_rejected: facilityRejected,
  review_received: reviewReceived,
} satisfies Record<MailKind, MailTemplate<never>>

/** The data a kind's template reads. */
export type MailData<K extends MailKind> = (typeof TEMPLATES)[K] extends MailTemplate<infer D> ? D : never

export const templateOf = (kind: MailKind) => TEMPLATES[kind] as MailTemplate<unknown>
