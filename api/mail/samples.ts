import type { MailKind } from '../contract/admin-list-values'
import type { MailData } from './registry'

/**
 * One example of every kind's data: the template tests render each in both languages, and a new kind fails
 * type-check until it has one.
 */
export const SAMPLES: { [K in MailKind]: MailData<K> } = {
  newsletter_confirm: { token: 'sample-token-0123456789abcdef' },
  newsletter_welcome: { subscriptionId: 7, unsubscribeToken: 'sample-unsubscribe-token' },
  inquiry_panel: { inquiryId: 42, facilityName: 'Lockerbox Warszawa', name: 'Anna Nowak', unitCode: 'A-12' },
  inquiry: { subject: 'Nowe zapytanie', body: 'Treść' },
  inquiry_no_email: { subject: 'Zapytanie bez e-maila', body: 'Treść' },
  inquiry_copy: { subject: 'Kopia', body: 'Treść' },
  demo_request: { subject: 'Prośba o prezentację', body: 'Treść' },
  trial_request: { subject: 'Nowe konto testowe', body: 'Treść' },
  trial_confirmation: { subject: 'Twoje konto testowe', body: 'Treść' },
  credentials: { subject: 'Dane logowania', body: 'Treść' },
}
