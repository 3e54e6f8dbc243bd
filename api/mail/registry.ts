import type { MailKind } from '../contract/admin-list-values'
import { alertConfirm } from './alert-confirm'
import { alertDigest } from './alert-digest'
import { alertRenew } from './alert-renew'
import { inquiryPanel } from './inquiry-panel'
import { newsletterConfirm } from './newsletter-confirm'
import { newsletterWelcome } from './newsletter-welcome'
import { storedText } from './stored-text'
import type { MailTemplate } from './template'

/**
 * Every mail kind's template, one file each under api/mail/. A kind added to MAIL_KINDS (the console's list) fails
 * type-check here until it has a template.
 */
export const TEMPLATES = {
  newsletter_confirm: newsletterConfirm,
  newsletter_welcome: newsletterWelcome,
  inquiry: storedText,
  inquiry_no_email: storedText,
  inquiry_panel: inquiryPanel,
  inquiry_copy: storedText,
  demo_request: storedText,
  trial_request: storedText,
  trial_confirmation: storedText,
  credentials: storedText,
  alert_confirm: alertConfirm,
  alert_digest: alertDigest,
  alert_renew: alertRenew,
} satisfies Record<MailKind, MailTemplate<never>>

/** The data a kind's template reads. */
export type MailData<K extends MailKind> = (typeof TEMPLATES)[K] extends MailTemplate<infer D> ? D : never

export const templateOf = (kind: MailKind) => TEMPLATES[kind] as MailTemplate<unknown>
