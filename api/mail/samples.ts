import type { MailKind } from '../contract/admin-list-values'
import type { MailData } from './registry'

/**
 * One example of every kind's data: the template tests render each in both languages, and a new kind fails
 * type-check until it has one.
 */
const SAMPLE_SEARCH = { place: 'Kraków', radiusKm: 10, minSize: 3, maxSize: 5, priceMax: 300 }

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
  alert_confirm: { token: 'sample-token-0123456789abcdef', search: SAMPLE_SEARCH },
  alert_digest: {
    searchId: 9,
    token: 'sample-alert-token-0123456789',
    search: SAMPLE_SEARCH,
    query: 'place=Krak%C3%B3w&lat=50.06&lon=19.94&radius=10&minSize=3&maxSize=5&priceMax=300',
    units: [
      {
        facility: 'Lockerbox Kraków',
        slug: 'lockerbox-krakow',
        city: 'Kraków',
        sizeM2: 4,
        price: 270,
        oldPrice: 300,
        distanceKm: 2.4,
      },
    ],
    more: 0,
  },
  alert_renew: { searchId: 9, token: 'sample-alert-token-0123456789', search: SAMPLE_SEARCH, expiresOn: '2026-03-01' },
}
